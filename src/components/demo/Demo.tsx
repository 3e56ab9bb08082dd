import * as React from 'react';
import { LiveDemo } from 'docs-live-demo';
import { styled } from '@mui/material/styles';
import { DEMO_ROOT_CLASS, getDemoAnchorIds, getDemoFrameHeight, isDemoSourceHash, selectDemoSource, TAILWIND_SCOPE_CLASS } from '../../domain/demo';
import { useCodePreferences } from '../../providers/CodePreferencesProvider';
import { useDemoData } from '../../providers/DemosProvider';
import { useRouteData } from '../../providers/RouteDataProvider';
import { CodeBlock } from '../code/CodeBlock';
import { DemoToolbar } from './DemoToolbar';

const Root = styled('div')(({ theme }) => ({
  position: 'relative',
  margin: '24px 0 32px',
  '& .MuiDemo-anchor': { position: 'absolute', top: 0, scrollMarginTop: 'calc(var(--MuiDocs-header-height) + 24px)' },
  '& .MuiDemo-preview': {
    position: 'relative',
    display: 'flex',
    justifyContent: 'center',
    padding: 24,
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: `${theme.shape.borderRadius}px ${theme.shape.borderRadius}px 0 0`,
    overflowX: 'auto',
  },
  '& .MuiDemo-live': { width: '100%', display: 'flex', justifyContent: 'center', flexWrap: 'wrap' },
  '& .MuiDemo-focusStart': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
  '& .MuiDemo-toolbar': {
    borderInline: `1px solid ${theme.vars.palette.divider}`,
    borderBottom: `1px solid ${theme.vars.palette.divider}`,
    paddingInline: 8,
  },
  // Tooltips of the icon buttons, in CSS: the accessible name is the aria-label; this is the visual hint
  // on hover and keyboard focus (a popper-based tooltip would add 20 KB to every docs page).
  '& .MuiDemo-toolbar [data-tooltip]': { position: 'relative' },
  '& .MuiDemo-toolbar [data-tooltip]::after': {
    content: 'attr(data-tooltip)',
    position: 'absolute',
    top: 'calc(100% + 6px)',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 2,
    padding: '4px 8px',
    borderRadius: 4,
    whiteSpace: 'nowrap',
    fontSize: '0.75rem',
    fontWeight: 500,
    lineHeight: 1.4,
    color: '#fff',
    backgroundColor: 'hsl(210, 14%, 22%)',
    pointerEvents: 'none',
    opacity: 0,
    visibility: 'hidden',
    transition: 'opacity 150ms',
  },
  '& .MuiDemo-toolbar [data-tooltip]:hover::after, & .MuiDemo-toolbar [data-tooltip]:focus-visible::after': {
    opacity: 1,
    visibility: 'visible',
    transitionDelay: '300ms',
  },
  '& .MuiDemo-toolbar:last-child': { borderRadius: `0 0 ${theme.shape.borderRadius}px ${theme.shape.borderRadius}px` },
  '& .MuiDemo-code .MuiCode-root': { margin: 0 },
  '& .MuiDemo-code pre': { margin: 0, borderRadius: `0 0 ${theme.shape.borderRadius}px ${theme.shape.borderRadius}px`, maxHeight: 640 },
  '& .MuiDemo-error': {
    width: '100%',
    padding: 16,
    borderRadius: 8,
    color: theme.vars.palette.error.dark,
    backgroundColor: theme.vars.palette.background.paper,
    border: `1px solid ${theme.vars.palette.error.main}`,
    '& pre': { margin: '8px 0 0', whiteSpace: 'pre-wrap', fontSize: '0.8125rem' },
    ...theme.applyStyles('dark', { color: theme.vars.palette.error.light }),
  },
}));

/** A malformed escape in a hand-edited URL must not throw: use the hash as written. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A live demo with its toolbar and source (reference §4.4). The preview is rendered on the server and
 * made live in the browser; the code panel shows the build-time highlighted TS or JS source.
 */
export function Demo({ name }: { name: string }) {
  const data = useDemoData(name);
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
    <Root className={DEMO_ROOT_CLASS} data-demo={name}>
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
          title={t('demo.frameTitle').replace('{name}', name)}
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
    </Root>
  );
}
