import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { DemoErrorBox } from './DemoErrorBoundary';
import { FRAME_DOCUMENT, FramePlaceholder, framePreviewDocument } from './FramePlaceholder';
import { JoyDemoTheme } from './JoyDemoTheme';
import { MaterialDemoTheme } from './MaterialDemoTheme';
import { extractDemoStyles, pageDemoStyles } from './serverStyles';
import { prefixServerOnlyIds } from './serverIds';
import { getDemoTheme } from '../domain/demo';
import { getDemoThemeStylesheetHref } from './demoThemeStylesheet';
import { toPageUrl } from '../domain/routing';
import { useRouteData } from '../providers/RouteDataProvider';
// Every demo, bundled into the server renderer only (the browser registry loads them on demand).
import { demoModule } from 'docs-demo-lists/server';
import type { LiveDemoProps } from './types';

/** The server markup of a demo in its demo theme, with a fresh style cache (emotion inlines its style tags). */
function renderDemo(module: string, productId: string, islandId: string, cacheKey: string): string {
  const Demo = demoModule(module).default;
  const demo = <Demo />;
  const html = renderToStaticMarkup(
    <CacheProvider value={createCache({ key: cacheKey })}>
      {getDemoTheme(productId) === 'joy' ? <JoyDemoTheme>{demo}</JoyDemoTheme> : <MaterialDemoTheme direction="ltr">{demo}</MaterialDemoTheme>}
    </CacheProvider>,
    // Each demo is its own render: prefix its generated ids so two demos never share one.
    { identifierPrefix: `${islandId}-` },
  );
  return prefixServerOnlyIds(html, islandId);
}

/**
 * A framed demo's preview document: its server markup with its styles inside the frame. A demo that throws
 * leaves the frame empty until it goes live (where its error box shows).
 */
function framePreview(module: string, productId: string, islandId: string): string {
  try {
    return framePreviewDocument(renderDemo(module, productId, islandId, 'framed'), getDemoThemeStylesheetHref(getDemoTheme(productId)));
  } catch {
    return FRAME_DOCUMENT;
  }
}

/**
 * Server rendering of a demo: rendered on its own, with a fresh style cache (a demo that throws midway
 * cannot leave it believing styles were written), so the page's HTML shows the demo before any JavaScript
 * runs. Its styles go to the page's `<head>` (serverStyles.ts, onRenderBody). A demo that throws becomes the
 * error box instead of failing the build or the page.
 */
export function LiveDemo({ module, productId, islandId, errorTitle, frameHeight, title }: LiveDemoProps) {
  const { pathname, language } = useRouteData();
  if (frameHeight) {
    // A framed demo's markup is its frame's document: a preview that goes live on interaction.
    return (
      <div id={islandId} className="MuiDemo-live">
        <FramePlaceholder title={title} height={frameHeight} srcDoc={framePreview(module, productId, islandId)} />
      </div>
    );
  }
  let html: string;
  try {
    html = renderDemo(module, productId, islandId, 'demossr');
    // A demo that threw records no styles.
    html = extractDemoStyles(html, pageDemoStyles(toPageUrl(pathname, language)));
  } catch (error) {
    html = renderToStaticMarkup(<DemoErrorBox title={errorTitle} message={String((error as Error).message ?? error)} />);
  }
  return <div id={islandId} className="MuiDemo-live" dangerouslySetInnerHTML={{ __html: html }} />;
}
