import * as React from 'react';
import { getDemoStylings, selectDemoSource, type DemoData } from '../../domain/demo';
import { useClipboardCopy } from '../../hooks/useClipboardCopy';
import { useMenuButton } from '../../hooks/useMenuButton';
import { useCodePreferences } from '../../providers/CodePreferencesProvider';
import { useRouteData } from '../../providers/RouteDataProvider';
import { useThemeState } from '../../providers/ThemeStateProvider';
import { STYLING_LABEL_KEY } from './stylingLabels';
import { Icon } from '../../components/icons/Icon';
import type { IconName } from '../../domain/icons/paths';
import { useToolbarFocus } from './useToolbarFocus';

const DemoStylingMenu = React.lazy(() => import('./DemoStylingMenu'));
const DemoMoreMenu = React.lazy(() => import('./DemoMoreMenu'));

/** Reference §4.5: with a JSX preview the code is expanded and collapsed, otherwise shown and hidden. */
const CODE_TOGGLE_LABEL_KEY = {
  closed: 'demo.showSource',
  open: 'demo.hideSource',
  closedWithPreview: 'demo.showFullSource',
  openWithPreview: 'demo.hideFullSource',
} as const;

interface DemoToolbarProps {
  data: DemoData;
  codeOpen: boolean;
  codeId: string;
  onToggleCode: () => void;
  onResetDemo: () => void;
  onResetFocus: () => void;
}

/** The demo's toolbar: one tab stop, arrow keys between controls, analytics on each. */
export function DemoToolbar({ data, codeOpen, codeId, onToggleCode, onResetDemo, onResetFocus }: DemoToolbarProps) {
  const { t, product, language } = useRouteData();
  const { direction } = useThemeState();
  const { codeVariant, codeStyling, setCodeVariant } = useCodePreferences();
  const selected = selectDemoSource(data, codeVariant, codeStyling);
  const hasPreview = Boolean(selected.source.preview);
  const stylings = getDemoStylings(data);
  const hasStylings = stylings.length > 1;
  const { isCopied, copy } = useClipboardCopy();
  const styling = useMenuButton();
  const more = useMenuButton();

  // Control indexes follow the 0 styling, 1 JS, 2 TS, 3 code, 4 CodeSandbox, 5 StackBlitz,
  // 6 copy, 7 reset focus, 8 reset demo, 9 more.
  const enabled = [hasStylings, codeOpen, codeOpen && Boolean(selected.demo.TS), true, true, true, true, true, true, true];
  const { onKeyDown, getControlProps } = useToolbarFocus(enabled, direction);
  const ga = (action: string) => ({
    'data-ga-event-category': 'demo',
    'data-ga-event-label': data.gaLabel,
    'data-ga-event-action': action,
  });
  // The payload builder (and its compressor) loads on the first click: most readers never open one.
  const sandbox = (target: 'codesandbox' | 'stackblitz') => async () => {
    const { openSandbox } = await import('./openSandbox');
    openSandbox(target, {
      data,
      demo: selected.demo,
      variant: selected.variant,
      styling: selected.styling,
      productId: product?.productId ?? 'docs',
      productName: product?.name ?? 'MUI',
      language,
    });
  };
  const iconButton = (index: number, action: string, label: string, icon: IconName, onClick: () => void) => (
    <button type="button" className="MuiDemo-tool" aria-label={label} data-tooltip={label} onClick={onClick} {...ga(action)} {...getControlProps(index)}>
      <Icon name={icon} />
    </button>
  );

  return (
    <div role="toolbar" aria-label={t('demo.toolbarLabel')} onKeyDown={onKeyDown} className="MuiDemo-toolbar">
      {hasStylings ? (
        <button type="button" className="MuiDemo-tool" data-text="" {...styling.buttonProps} {...ga('styling')} {...getControlProps(0)}>
          {t(STYLING_LABEL_KEY[selected.styling])}
          <Icon name="ExpandMoreRounded" />
        </button>
      ) : null}
      {/* Two plain toggle buttons (aria-pressed): MUI's ToggleButtonGroup would add 2.5 KB gzip to every demo page. */}
      <span role="group" aria-label={t('settings.codeVariant')} style={{ display: 'inline-flex', visibility: codeOpen ? 'visible' : 'hidden' }}>
        {(['JS', 'TS'] as const).map((value, i) => (
          <button
            className="MuiDemo-variant"
            key={value}
            type="button"
            aria-label={t(value === 'JS' ? 'demo.showJSSource' : 'demo.showTSSource')}
            aria-pressed={selected.variant === value}
            disabled={value === 'TS' && !selected.demo.TS}
            onClick={() => setCodeVariant(value)}
            {...ga(value === 'JS' ? 'source-js' : 'source-ts')}
            {...getControlProps(i + 1)}
          >
            {value}
          </button>
        ))}
      </span>
      <span className="MuiDemo-spacer" />
      <button
        type="button"
        className="MuiDemo-tool"
        data-text=""
        aria-expanded={codeOpen}
        aria-controls={codeOpen || hasPreview ? codeId : undefined}
        onClick={onToggleCode}
        {...ga('expand')}
        {...getControlProps(3)}
      >
        <Icon name="CodeRounded" />
        {t(CODE_TOGGLE_LABEL_KEY[`${codeOpen ? 'open' : 'closed'}${hasPreview ? 'WithPreview' : ''}`])}
      </button>
      {iconButton(4, 'codesandbox', t('demo.codesandbox'), 'ViewInArRounded', sandbox('codesandbox'))}
      {iconButton(5, 'stackblitz', t('demo.stackblitz'), 'BoltRounded', sandbox('stackblitz'))}
      {iconButton(
        6,
        'copy',
        isCopied ? t('demo.copied') : t('demo.copySource'),
        isCopied ? 'LibraryAddCheckRounded' : 'ContentCopyRounded',
        () => void copy(selected.source.raw),
      )}
      {iconButton(7, 'reset-focus', t('demo.resetFocus'), 'CenterFocusStrongRounded', onResetFocus)}
      {iconButton(8, 'reset', t('demo.resetDemo'), 'RefreshRounded', onResetDemo)}
      <button
        type="button"
        className="MuiDemo-tool"
        aria-label={t('demo.seeMore')}
        data-tooltip={t('demo.seeMore')}
        {...more.buttonProps}
        {...ga('more')}
        {...getControlProps(9)}
      >
        <Icon name="MoreVertRounded" />
      </button>
      {styling.everOpened ? (
        <React.Suspense fallback={null}>
          <DemoStylingMenu data={data} gaLabel={data.gaLabel} menuProps={styling.menuProps} />
        </React.Suspense>
      ) : null}
      {more.everOpened ? (
        <React.Suspense fallback={null}>
          <DemoMoreMenu data={data} selected={selected} menuProps={more.menuProps} />
        </React.Suspense>
      ) : null}
    </div>
  );
}
