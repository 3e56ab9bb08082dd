import * as React from 'react';
import type { LiveDemoProps } from './types';

/**
 * The live demo in `gatsby develop`'s HTML renderer. That renderer draws only the empty document the browser then
 * fills (develop renders no page on the server), but it bundles every page component: with LiveDemo.server it
 * built every demo and every library they use before the dev server listened, GraphiQL included. Here the demo
 * is its island alone; the browser's LiveDemo loads it.
 */
export function LiveDemo({ islandId }: LiveDemoProps) {
  return <div id={islandId} className="MuiDemo-live" />;
}
