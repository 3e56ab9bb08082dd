import * as React from 'react';

/** A standards-mode document (an iframe without one renders its demo in quirks mode). */
export const FRAME_DOCUMENT = '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head><body></body></html>';

/**
 * The empty frame of a framed demo: what the server renders, and what the browser keeps until the demo and
 * its frame code have loaded. It reserves the demo's height, so nothing shifts.
 */
export const FramePlaceholder = React.forwardRef<HTMLIFrameElement, { title: string; height: number }>(function FramePlaceholder({ title, height }, ref) {
  return <iframe ref={ref} title={title} srcDoc={FRAME_DOCUMENT} className="MuiDemo-iframe" style={{ width: '100%', height, border: 0 }} />;
});
