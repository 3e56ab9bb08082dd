import * as React from 'react';
import { useColorScheme } from '@mui/material/styles';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import site from '../config/site.json';
import type { Language } from '../domain/languages';
import { toPageUrl } from '../domain/routing';
import { STARTER_SOURCE_HASH, starterPathname, type Starter, type StarterFrameLabels } from '../domain/starters';
import { ShellButton, ShellButtonLink, ShellIconButton } from '../components/shell';
import { openStarterSandbox } from './starterSource';
import { STARTER_FRAME_CLASS } from '../theme/classNames';

const StarterSourceDialog = React.lazy(() => import('./StarterSourceDialog'));

/**
 * The slim bar above a full-screen starter: back to its product's gallery, the starter's source (a dialog; the gallery's
 * "Source code" opens it through the URL's `#source`), its sandboxes, and the colour mode, which is the site's
 * (the template follows the same class on <html>). Plain elements of the shell style sheet.
 */
export function StarterFrame({ starter, sourceUrl, language, labels }: { starter: Starter; sourceUrl: string; language: Language; labels: StarterFrameLabels }) {
  const { mode, systemMode, setMode } = useColorScheme();
  const resolved = mode === 'system' ? systemMode : mode;
  // Known only in the browser: the server and the first render leave the button's pressed state out.
  const [dark, setDark] = React.useState<boolean | null>(null);
  React.useEffect(() => setDark(resolved === undefined ? null : resolved === 'dark'), [resolved]);
  const [sourceOpen, setSourceOpen] = React.useState(false);
  React.useEffect(() => {
    if (window.location.hash === STARTER_SOURCE_HASH) setSourceOpen(true);
  }, []);
  const closeSource = React.useCallback(() => {
    setSourceOpen(false);
    if (window.location.hash === STARTER_SOURCE_HASH) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);
  const [sandboxError, setSandboxError] = React.useState(false);
  const sandbox = (target: 'codesandbox' | 'stackblitz') => {
    setSandboxError(false);
    openStarterSandbox(target, starter, sourceUrl, language, `${site.siteUrl}${toPageUrl(starterPathname(starter), language)}`).catch(() => setSandboxError(true));
  };
  return (
    <nav className={STARTER_FRAME_CLASS.root} aria-label={labels.controls}>
      <ShellButtonLink href={toPageUrl(starter.gallery, language)}>
        <ArrowBackRounded fontSize="small" />
        {labels.back}
      </ShellButtonLink>
      <span className={STARTER_FRAME_CLASS.title}>{starter.title}</span>
      <div className={STARTER_FRAME_CLASS.actions}>
        {sandboxError ? <span role="alert">{labels.loadError}</span> : null}
        {/* The target of the gallery's "Source code" links (…/#source), which open the dialog at load. */}
        <ShellButton type="button" id={STARTER_SOURCE_HASH.slice(1)} aria-haspopup="dialog" onClick={() => setSourceOpen(true)}>
          {labels.sourceCode}
        </ShellButton>
        <ShellButton type="button" aria-label={labels.codeSandbox} onClick={() => sandbox('codesandbox')}>
          CodeSandbox
        </ShellButton>
        <ShellButton type="button" aria-label={labels.stackBlitz} onClick={() => sandbox('stackblitz')}>
          StackBlitz
        </ShellButton>
        <ShellIconButton type="button" aria-label={dark ? labels.toLight : labels.toDark} data-template-mode-toggle="" onClick={() => setMode(dark ? 'light' : 'dark')}>
          {dark ? <LightModeOutlined /> : <DarkModeOutlined />}
        </ShellIconButton>
      </div>
      {sourceOpen ? (
        <React.Suspense fallback={null}>
          <StarterSourceDialog starter={starter} sourceUrl={sourceUrl} labels={labels} onClose={closeSource} />
        </React.Suspense>
      ) : null}
    </nav>
  );
}
