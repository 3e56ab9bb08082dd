import * as React from 'react';
import { useThemeState } from '../providers/ThemeStateProvider';
import { DemoErrorBoundary, DemoErrorBox } from './DemoErrorBoundary';
import { FRAME_DOCUMENT, FramePlaceholder } from './FramePlaceholder';
import { MaterialDemoTheme } from './MaterialDemoTheme';
import { getDemoTheme, hasServerPreview, shouldLoadDemo } from '../domain/demo';
import { getProductTraits } from '../domain/products';
import { importDemo } from './registry';
import { installDemoActivation, NO_PENDING_INPUT, observeNearViewport, replayPendingInput, type PendingInput } from './activation';
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

/** True once the element is within a screen of the viewport (or is not on the page). */
function useNearViewport(id: string): boolean {
  const [near, setNear] = React.useState(false);
  React.useEffect(() => {
    if (near) return undefined;
    const element = document.getElementById(id);
    if (!element) {
      setNear(true);
      return undefined;
    }
    return observeNearViewport(element, () => setNear(true));
  }, [id, near]);
  return near;
}

/**
 * Whether the reader has reached for the demo (src/demos/activation.ts), and the function that replays, once the
 * live demo has mounted, a click or focus that came before it.
 */
function useActivation(islandId: string, initiallyActive: boolean, live: boolean) {
  const [active, setActive] = React.useState(initiallyActive);
  const pending = React.useRef<PendingInput>(NO_PENDING_INPUT);
  // Listens from load until the live demo has replaced the markup (clicks in between are kept for replay).
  const listening = !initiallyActive && !live;
  React.useEffect(() => {
    if (!listening) return undefined;
    const island = document.getElementById(islandId);
    if (!island) {
      setActive(true);
      return undefined;
    }
    return installDemoActivation(island, {
      activate: () => setActive(true),
      remember: (kind, path) => {
        pending.current = { ...pending.current, [kind]: path };
      },
    });
  }, [listening, islandId]);
  const replay = React.useCallback(() => {
    const island = document.getElementById(islandId);
    const input = pending.current;
    pending.current = NO_PENDING_INPUT;
    if (island) replayPendingInput(island, input);
  }, [islandId]);
  return [active, replay] as const;
}

/** The server-rendered markup of this demo, read once from the page before React replaces it. */
function useServerMarkup(islandId: string): string {
  const [html] = React.useState(() => (typeof document === 'undefined' ? '' : (document.getElementById(islandId)?.innerHTML ?? '')));
  return html;
}

/** The document of the server's frame for this demo (its preview), read once; the empty frame without one. */
function useServerFrame(islandId: string): string {
  const [srcDoc] = React.useState(
    () => (typeof document === 'undefined' ? null : document.getElementById(islandId)?.querySelector('iframe')?.getAttribute('srcdoc')) ?? FRAME_DOCUMENT,
  );
  return srcDoc;
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
  const current = loaded?.module === module ? loaded.value : null;
  const { direction } = useThemeState();
  // When to load: src/domain/demo/goLive.ts (on the reader's first interaction, near the viewport; at once
  // without server markup, for another variant or right to left).
  const nearViewport = useNearViewport(islandId);
  const [initialModule] = React.useState(module);
  const serverFrame = useServerFrame(islandId);
  const onPage = { framed: Boolean(frameHeight), serverMarkup: Boolean(serverMarkup), framePreview: serverFrame !== FRAME_DOCUMENT };
  const [interacted, replay] = useActivation(islandId, !hasServerPreview(onPage), current !== null);
  const frameRef = React.useRef<HTMLIFrameElement>(null);
  const load = shouldLoadDemo({
    ...onPage,
    nearViewport,
    interacted,
    variantChanged: module !== initialModule,
    liveInView: getProductTraits(productId).liveInView,
    direction,
  });

  React.useEffect(() => {
    if (current) replay();
  }, [current, replay]);

  React.useEffect(() => {
    if (!load) return undefined;
    let active = true;
    loadDemo(module, productId, Boolean(frameHeight)).then(
      (value) => active && setLoaded({ module, value }),
      (error: Error) => active && setFailure(error.message),
    );
    return () => {
      active = false;
    };
  }, [module, productId, load, frameHeight]);

  if (failure) return <DemoErrorBox title={errorTitle} message={failure} />;
  const live = (Demo: DemoModule['default'], Sandbox: Sandbox | null, frameWindow?: () => Window) => {
    const demo = (
      <DemoErrorBoundary key={resetKey} title={errorTitle}>
        <Demo window={frameWindow} />
      </DemoErrorBoundary>
    );
    return Sandbox ? (
      <Sandbox>{demo}</Sandbox>
    ) : (
      <MaterialDemoTheme direction={direction} standalone={Boolean(frameWindow)}>
        {demo}
      </MaterialDemoTheme>
    );
  };
  if (frameHeight) {
    const { Demo, Sandbox, Frame } = current ?? { Demo: null, Sandbox: null, Frame: null };
    // One frame from the server's preview to the live demo: it keeps its document (the live demo renders into it).
    return (
      <div id={islandId} className="MuiDemo-live">
        <FramePlaceholder ref={frameRef} title={title} height={frameHeight} srcDoc={serverFrame} />
        {Demo && Frame ? <Frame frameRef={frameRef}>{(frameWindow) => live(Demo, Sandbox, frameWindow)}</Frame> : null}
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
