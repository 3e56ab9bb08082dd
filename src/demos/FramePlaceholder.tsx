import * as React from 'react';

/** Base style of a demo frame's document. */
const FRAME_STYLE = '<style>body{margin:0}</style>';

/** A standards-mode document (an iframe without one renders its demo in quirks mode). */
export const FRAME_DOCUMENT = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${FRAME_STYLE}</head><body></body></html>`;

/** Marks the element of a frame's document that holds its server-rendered preview (replaced when the demo goes live). */
export const FRAME_PREVIEW_ATTRIBUTE = 'data-frame-preview';

/**
 * Keeps the frame's colour-scheme class the page's (`dark`/`light` on <html>, as the demo theme's variables
 * expect), from before the preview's first paint and whenever the reader switches modes.
 */
const FOLLOW_SCHEME_SCRIPT =
  '(function(){try{var p=parent.document.documentElement,r=document.documentElement;var s=function(){var d=p.classList.contains("dark");' +
  'r.classList.toggle("dark",d);r.classList.toggle("light",!d);r.style.colorScheme=d?"dark":"light"};s();' +
  'new MutationObserver(s).observe(p,{attributes:true,attributeFilter:["class"]})}catch(e){}})()';

/**
 * The document of a framed demo's preview: the demo's server markup (its style tags inline: no style runtime
 * runs in the frame until the demo goes live) and the demo theme's variables, a cached file shared with the page.
 */
export function framePreviewDocument(markup: string, themeStylesheetHref: string): string {
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${FRAME_STYLE}<link rel="stylesheet" href="${themeStylesheetHref}"><script>${FOLLOW_SCHEME_SCRIPT}</script></head>` +
    `<body><div ${FRAME_PREVIEW_ATTRIBUTE}="">${markup}</div></body></html>`
  );
}

/**
 * The frame of a framed demo: what the server renders (with the demo's preview as its document), and what
 * the browser keeps; the live demo renders into it once loaded (FramedDemo). It reserves the demo's height,
 * so nothing shifts.
 */
export const FramePlaceholder = React.forwardRef<HTMLIFrameElement, { title: string; height: number; srcDoc?: string }>(function FramePlaceholder(
  { title, height, srcDoc = FRAME_DOCUMENT },
  ref,
) {
  return <iframe ref={ref} title={title} srcDoc={srcDoc} className="MuiDemo-iframe" style={{ width: '100%', height, border: 0 }} />;
});
