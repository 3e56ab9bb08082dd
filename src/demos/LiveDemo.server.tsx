import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { DemoErrorBox } from './DemoErrorBoundary';
import { FramePlaceholder } from './FramePlaceholder';
import { JoyDemoSandbox } from './JoyDemoSandbox';
import { MaterialDemoSandbox } from './MaterialDemoSandbox';
import { extractDemoStyles, pageDemoStyles } from './serverStyles';
import { getDemoTheme } from '../domain/demo';
import { toPageUrl } from '../domain/routing';
import { useRouteData } from '../providers/RouteDataProvider';
import type { DemoModule, LiveDemoProps } from './types';

// Every demo, bundled into the server renderer only (the browser registry loads them on demand).
const demos = require.context('../../content', true, /\/demos\/[^/]+\/[A-Z]\w*(\.tailwind|\.css)?\.(tsx|js)$/, 'sync');

/**
 * Server rendering of a demo: rendered on its own, with a fresh style cache (a demo that throws midway
 * cannot leave it believing styles were written), so the page's HTML shows the demo before any JavaScript
 * runs. Its styles go to the page's `<head>` (serverStyles.ts, onRenderBody). A demo that throws becomes the
 * error box instead of failing the build or the page.
 */
export function LiveDemo({ module, productId, islandId, errorTitle, frameHeight, title }: LiveDemoProps) {
  const { pathname, language } = useRouteData();
  if (frameHeight) {
    // A framed demo cannot be rendered into the page's HTML; its frame keeps the space reserved.
    return (
      <div id={islandId} className="MuiDemo-live">
        <FramePlaceholder title={title} height={frameHeight} />
      </div>
    );
  }
  let html: string;
  try {
    const Demo = demos<DemoModule>(module).default;
    const cache = createCache({ key: 'demossr' });
    const demo = <Demo />;
    html = renderToStaticMarkup(
      <CacheProvider value={cache}>
        {getDemoTheme(productId) === 'joy' ? <JoyDemoSandbox>{demo}</JoyDemoSandbox> : <MaterialDemoSandbox direction="ltr">{demo}</MaterialDemoSandbox>}
      </CacheProvider>,
      // Each demo is its own render: prefix its generated ids so two demos never share one.
      { identifierPrefix: `${islandId}-` },
    );
    // A demo that threw records no styles.
    html = extractDemoStyles(html, pageDemoStyles(toPageUrl(pathname, language)));
  } catch (error) {
    html = renderToStaticMarkup(<DemoErrorBox title={errorTitle} message={String((error as Error).message ?? error)} />);
  }
  return <div id={islandId} className="MuiDemo-live" dangerouslySetInnerHTML={{ __html: html }} />;
}
