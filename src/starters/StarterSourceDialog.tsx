import * as React from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import CloseRounded from '@mui/icons-material/CloseRounded';
import type { Starter, StarterFrameLabels, StarterSource } from '../domain/starters';
import { CodeBlock } from '../markdown/CodeBlock';
import { ShellButton, ShellIconButton } from '../components/shell';
import { loadStarterSource } from './starterSource';
import { format } from '../domain/i18n';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; source: StarterSource };

/**
 * A template's source, file by file (tabs), each file the docs' code block (highlighted at build time, Copy and the
 * copy shortcut from the site's delegated listeners). Loaded on first open; a failed load says so and can be retried.
 */
export default function StarterSourceDialog({
  starter,
  sourceUrl,
  labels,
  onClose,
}: {
  starter: Starter;
  sourceUrl: string;
  labels: StarterFrameLabels;
  onClose: () => void;
}) {
  const [state, setState] = React.useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = React.useState(0);
  const [selected, setSelected] = React.useState(0);
  React.useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadStarterSource(sourceUrl).then(
      (source) => active && setState({ status: 'ready', source }),
      () => active && setState({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [sourceUrl, attempt]);
  const titleId = `template-source-title-${starter.slug}`;
  const files = state.status === 'ready' ? state.source.files : [];
  const file = files[Math.min(selected, files.length - 1)];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" scroll="paper" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <span style={{ flexGrow: 1 }}>{format(labels.sourceTitle, { title: starter.title })}</span>
        <ShellIconButton type="button" aria-label={labels.close} onClick={onClose}>
          <CloseRounded />
        </ShellIconButton>
      </DialogTitle>
      {files.length > 1 ? (
        <Tabs
          value={Math.min(selected, files.length - 1)}
          onChange={(_event, value: number) => setSelected(value)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={labels.files}
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {files.map((f, index) => (
            <Tab key={f.name} label={f.name} id={`template-file-tab-${index}`} aria-controls="template-file-panel" sx={{ textTransform: 'none' }} />
          ))}
        </Tabs>
      ) : null}
      <DialogContent
        dividers
        id="template-file-panel"
        role={files.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={files.length > 1 ? `template-file-tab-${selected}` : undefined}
      >
        {state.status === 'loading' ? <p role="status">{labels.loading}</p> : null}
        {state.status === 'error' ? (
          <p role="alert">
            {labels.loadError}{' '}
            <ShellButton type="button" data-variant="outlined" onClick={() => setAttempt((n) => n + 1)}>
              {labels.retry}
            </ShellButton>
          </p>
        ) : null}
        {file ? <CodeBlock key={file.name} language={file.name.endsWith('.tsx') ? 'tsx' : 'ts'} html={file.html} title={file.name} /> : null}
      </DialogContent>
    </Dialog>
  );
}
