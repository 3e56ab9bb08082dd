import * as React from 'react';
import { useThemeState } from '../providers/ThemeStateProvider';
import { DemoErrorBoundary, DemoErrorBox } from './DemoErrorBoundary';
import { FramePlaceholder } from './FramePlaceholder';
import { MaterialDemoSandbox } from './MaterialDemoSandbox';
import { getDemoTheme } from '../domain/demo';
import { importDemo } from './registry';
import type { DemoModule, LiveDemoProps } from './types';

type Sandbox = React.ComponentType<{ children: React.ReactNode }>;
interface Loaded {
  Demo: DemoModule['default'];
  Sandbox: Sandbox | null;
  /** The iframe renderer, loaded with a framed demo only (one product's demos need it). */
  Frame: typeof import('./FramedDemo').FramedDemo | null;
}

async function loadDemo(module: string, productId: string, framed: boolean): Promise<Loaded> {
  const [demo, joy, frame] = await Promise.all([
    importDemo(module),
    getDemoTheme(productId) === 'joy' ? import('./JoyDemoFollower') : null,
    framed ? import('./FramedDemo') : null,
  ]);
  return { Demo: demo.default, Sandbox: joy ? joy.JoyDemoFollower : null, Frame: frame ? frame.FramedDemo : null };
}

/**
 * True once the element is within a screen of the viewport: demos further down load and mount only as the
 * reader approaches them (their server markup is already on screen), keeping the page's startup work small.
 */
function useNearViewport(id: string): boolean {
  const [near, setNear] = React.useState(false);
  React.useEffect(() => {
    if (near) return undefined;
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '100% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [id, near]);
  return near;
}

/** The server-rendered markup of this demo, read once from the page before React replaces it. */
function useServerMarkup(islandId: string): string {
  const [html] = React.useState(() => (typeof document === 'undefined' ? '' : (document.getElementById(islandId)?.innerHTML ?? '')));
  return html;
}

/**
 * The live demo in the browser. Until its chunk has loaded, the server-rendered markup stays in place
 * (the first client render reuses it verbatim, so hydration matches and nothing shifts); then the real
 * component mounts inside an error boundary.
 */
export function LiveDemo({ module, productId, resetKey, islandId, css, errorTitle, frameHeight, title }: LiveDemoProps) {
  const serverMarkup = useServerMarkup(islandId);
  const [loaded, setLoaded] = React.useState<{ module: string; value: Loaded } | null>(null);
  const [failure, setFailure] = React.useState<string | null>(null);
  const { direction } = useThemeState();
  const near = useNearViewport(islandId);

  React.useEffect(() => {
    if (!near) return undefined;
    let active = true;
    loadDemo(module, productId, Boolean(frameHeight)).then(
      (value) => active && setLoaded({ module, value }),
      (error: Error) => active && setFailure(error.message),
    );
    return () => {
      active = false;
    };
  }, [module, productId, near, frameHeight]);

  if (failure) return <DemoErrorBox title={errorTitle} message={failure} />;
  const current = loaded?.module === module ? loaded.value : null;
  const live = (Demo: DemoModule['default'], Sandbox: Sandbox | null, frameWindow?: () => Window) => {
    const demo = (
      <DemoErrorBoundary key={resetKey} title={errorTitle}>
        <Demo window={frameWindow} />
      </DemoErrorBoundary>
    );
    return Sandbox ? (
      <Sandbox>{demo}</Sandbox>
    ) : (
      <MaterialDemoSandbox direction={direction} standalone={Boolean(frameWindow)}>
        {demo}
      </MaterialDemoSandbox>
    );
  };
  if (frameHeight) {
    const { Demo, Sandbox, Frame } = current ?? { Demo: null, Sandbox: null, Frame: null };
    return (
      <div id={islandId} className="MuiDemo-live">
        {Demo && Frame ? (
          <Frame title={title} height={frameHeight}>
            {(frameWindow) => live(Demo, Sandbox, frameWindow)}
          </Frame>
        ) : (
          <FramePlaceholder title={title} height={frameHeight} />
        )}
      </div>
    );
  }
  if (!current) {
    return <div id={islandId} className="MuiDemo-live" dangerouslySetInnerHTML={{ __html: serverMarkup }} />;
  }
  return (
    <div id={islandId} className="MuiDemo-live">
      {css ? <style>{css}</style> : null}
      {live(current.Demo, current.Sandbox)}
    </div>
  );
}
