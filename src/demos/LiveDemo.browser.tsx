import * as React from 'react';
import { useThemeState } from '../providers/ThemeStateProvider';
import { DemoErrorBoundary, DemoErrorBox } from './DemoErrorBoundary';
import { FRAME_DOCUMENT, FramePlaceholder } from './FramePlaceholder';
import { MaterialDemoTheme } from './MaterialDemoTheme';
import { getDemoTheme } from '../domain/demo';
import { importDemo } from './registry';
import { listen } from '../hooks/listen';
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

/** The path from `root` to `node` through element children, skipping style tags (the server markup inlines
 * its demo styles as `<style>` elements; the live render puts them in the head). */
function elementPath(root: Element, node: Element): number[] | null {
  const path: number[] = [];
  for (let current: Element | null = node; current && current !== root; current = current.parentElement) {
    const parent: Element | null = current.parentElement;
    if (!parent) return null;
    path.unshift([...parent.children].filter((c) => c.tagName !== 'STYLE').indexOf(current));
  }
  return root.contains(node) ? path : null;
}
function elementAt(root: Element, path: number[]): HTMLElement | null {
  let current: Element | undefined = root;
  for (const index of path) current = current ? [...current.children].filter((c) => c.tagName !== 'STYLE')[index] : undefined;
  return current instanceof HTMLElement ? current : null;
}

/**
 * A demo whose server markup is on the page goes live on the reader's first interaction with it (pointer
 * over it, focus inside it, a touch), not on load: until then it is that markup, styled by its CSS, so a
 * component page's startup loads and runs no demo code. A click or focus that lands before the live demo has
 * mounted is replayed on the same element of the live markup, so a quick tap is not lost.
 */
function useActivation(islandId: string, initiallyActive: boolean, live: boolean) {
  const [active, setActive] = React.useState(initiallyActive);
  const pending = React.useRef<{ click: number[] | null; focus: number[] | null }>({ click: null, focus: null });
  // Listens from load until the live demo has replaced the markup (clicks in between are kept for replay).
  const listening = !initiallyActive && !live;
  React.useEffect(() => {
    if (!listening) return undefined;
    const island = document.getElementById(islandId);
    if (!island) {
      setActive(true);
      return undefined;
    }
    const activate = () => setActive(true);
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element) pending.current.focus = elementPath(island, event.target);
      activate();
    };
    const onClick = (event: MouseEvent) => {
      // A link's own default action already happened; anything else is replayed once the demo is live.
      if (event.target instanceof Element && !event.target.closest('a[href]')) pending.current.click = elementPath(island, event.target);
      activate();
    };
    const stopIsland = listen(island, { pointerover: activate, touchstart: activate, focusin: onFocus, click: onClick }, { passive: true });
    // A framed demo's preview is a document of its own: the reader's pointer, touch or keys land there. (A
    // click on the preview only activates: the live demo lays itself out for the frame's real width, which
    // the preview could not know, so the element under the pointer may differ.)
    const frame = island.querySelector('iframe');
    let stopFrame = () => {};
    const onFrameLoad = () => {
      const doc = frame?.contentDocument;
      if (!doc || doc.URL !== 'about:srcdoc') return;
      stopFrame();
      stopFrame = listen(doc, { pointerover: activate, touchstart: activate, focusin: activate, keydown: activate, click: activate }, { passive: true });
    };
    if (frame) {
      if (frame.contentDocument?.readyState === 'complete') onFrameLoad();
      frame.addEventListener('load', onFrameLoad);
    }
    return () => {
      stopIsland();
      stopFrame();
      frame?.removeEventListener('load', onFrameLoad);
    };
  }, [listening, islandId]);
  /** Replays what arrived before the live demo: call once it has mounted. */
  const replay = React.useCallback(() => {
    const island = document.getElementById(islandId);
    const { click, focus } = pending.current;
    pending.current = { click: null, focus: null };
    if (!island) return;
    if (focus && (document.activeElement === document.body || document.activeElement === null)) elementAt(island, focus)?.focus();
    if (click) elementAt(island, click)?.click();
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
  // Without server markup (a page reached by client-side navigation) a demo has no size until it mounts:
  // every demo of the page loads at once, so the page settles right after the navigation instead of
  // growing under the reader as they scroll. Framed demos keep their reserved frame and load when near.
  const nearViewport = useNearViewport(islandId);
  const near = nearViewport || (!serverMarkup && !frameHeight);
  // The server markup is of the default source (and left to right): another variant, another direction, a
  // framed demo or a page reached by client-side navigation (no server markup) needs the live demo at once.
  const [initialModule] = React.useState(module);
  const serverFrame = useServerFrame(islandId);
  const hasPreview = frameHeight ? serverFrame !== FRAME_DOCUMENT : Boolean(serverMarkup);
  const [interacted, replay] = useActivation(islandId, !hasPreview, current !== null);
  const frameRef = React.useRef<HTMLIFrameElement>(null);
  const wanted = interacted || module !== initialModule || direction !== 'ltr';

  React.useEffect(() => {
    if (current) replay();
  }, [current, replay]);

  React.useEffect(() => {
    if (!near || !wanted) return undefined;
    let active = true;
    loadDemo(module, productId, Boolean(frameHeight)).then(
      (value) => active && setLoaded({ module, value }),
      (error: Error) => active && setFailure(error.message),
    );
    return () => {
      active = false;
    };
  }, [module, productId, near, wanted, frameHeight]);

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
