import * as React from 'react';
import { LiveDemo } from 'docs-live-demo';
import { DEMO_ROOT_CLASS, getDemoAnchorIds, getDemoFrameHeight, isDemoSourceHash, selectDemoSource, TAILWIND_SCOPE_CLASS } from '../../domain/demo';
import { useCodePreferences } from '../../providers/CodePreferencesProvider';
import { useDemoData, useIsFirstDemo } from '../../providers/DemosProvider';
import { DemoFeedAd } from '../../components/ads/AdSlot';
import { useRouteData } from '../../providers/RouteDataProvider';
import { CodeBlock } from '../../markdown/CodeBlock';
import { DemoToolbar } from './DemoToolbar';
import { format } from '../../domain/i18n';
import { ISLAND_ATTRIBUTE } from '../../domain/page/appLoading';

/** A malformed escape in a hand-edited URL must not throw: use the hash as written. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A live demo with its toolbar and source. The preview is rendered on the server and
 * made live in the browser; the code panel shows the build-time highlighted TS or JS source.
 */
export function Demo({ name }: { name: string }) {
  const data = useDemoData(name);
  const firstDemo = useIsFirstDemo(name);
  const { t, product } = useRouteData();
  const { codeVariant, codeStyling } = useCodePreferences();
  const selected = selectDemoSource(data, codeVariant, codeStyling);
  const [codeOpen, setCodeOpen] = React.useState(false);
  const [resetKey, setResetKey] = React.useState(0);
  const focusStart = React.useRef<HTMLSpanElement>(null);
  const codeId = `${name}-code`;

  // A deep link to this demo's source (`#BasicButtons.tsx`, `#tailwind-BasicButtons.js`) opens its code.
  React.useEffect(() => {
    const fromHash = () => {
      const { hash } = window.location;
      if (!isDemoSourceHash(hash, name)) return;
      setCodeOpen(true);
      requestAnimationFrame(() => document.getElementById(safeDecode(hash.slice(1)))?.scrollIntoView());
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [name]);

  // Collapsed, a demo shows the JSX it renders (when short); expanded, its whole source.
  const shown = codeOpen ? selected.source : selected.source.preview;
  const productId = product?.productId ?? 'docs';
  const stylingClass = selected.styling === 'Tailwind' ? ` ${TAILWIND_SCOPE_CLASS}` : '';
  return (
    // On a page read without the app, each demo is an island of its own (src/gatsby/reader/islands.tsx).
    <div className={DEMO_ROOT_CLASS} data-demo={name} {...{ [ISLAND_ATTRIBUTE]: 'demo' }}>
      {getDemoAnchorIds(name).map((id) => (
        <span key={id} id={id} className="MuiDemo-anchor" />
      ))}
      <div className={`MuiDemo-preview${stylingClass}`}>
        <span ref={focusStart} tabIndex={-1} className="MuiDemo-focusStart" />
        <LiveDemo
          module={selected.demo.module}
          productId={productId}
          resetKey={resetKey}
          frameHeight={getDemoFrameHeight(productId)}
          title={format(t('demo.frameTitle'), { name })}
          islandId={`${name}-live`}
          css={selected.demo.css}
          errorTitle={t('demo.error')}
        />
      </div>
      <DemoToolbar
        data={data}
        codeOpen={codeOpen}
        codeId={codeId}
        onToggleCode={() => setCodeOpen((open) => !open)}
        onResetDemo={() => setResetKey((key) => key + 1)}
        onResetFocus={() => focusStart.current?.focus()}
      />
      {shown ? (
        <div id={codeId} className="MuiDemo-code">
          <CodeBlock language={selected.variant === 'TS' ? 'tsx' : 'jsx'} html={shown.html} />
        </div>
      ) : null}
      {/* The ad feed's inline ad, once the reader opens the code of the page's first demo. */}
      {codeOpen && firstDemo ? <DemoFeedAd /> : null}
    </div>
  );
}
