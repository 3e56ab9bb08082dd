import * as React from 'react';
import type { LiveDemoProps } from '../demos/types';

/** Unit tests render demos through this stand-in; the real registries need webpack's require.context. */
export function LiveDemo({ module, islandId }: LiveDemoProps) {
  return <div id={islandId} data-testid="live-demo" data-module={module} />;
}
