import * as React from 'react';
import { CALLOUT_CLASS, MARKDOWN_CLASS } from '../../domain/markdown';
import { formatErrorMessage, isErrorCode, parseErrorCodes, parseErrorQuery, type ErrorQuery } from '../../domain/errors/decode';
import { ShellButton } from '../shell';
import { useRouteData } from '../../providers/RouteDataProvider';
import { DECODER_LABELS } from './labels';
import { format } from '../../domain/i18n';
import { createOnceCache, fetchJson } from '../../platform/fetchOnce';

/** The table of codes, written after the build from the installed packages (src/node/errors). */
export const ERROR_CODES_URL = '/data/error-codes.json';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; codes: Record<string, string> };

const tables = createOnceCache<Record<string, string>>();

const loadCodes = (): Promise<Record<string, string>> => tables.get(ERROR_CODES_URL, () => fetchJson(ERROR_CODES_URL, parseErrorCodes, 'an error table'));

/** For tests: load the table again. */
export function forgetErrorCodes() {
  tables.clear();
}

/**
 * The decoder of /production-error/: reads `?code=N&args[]=…` from the URL (after hydration: the page is static),
 * loads the table and shows the full message. Arguments are drawn as text nodes, never as HTML.
 * Nothing is drawn when the URL has no code.
 */
export default function ErrorDecoder() {
  const labels = DECODER_LABELS[useRouteData().language];
  const [query, setQuery] = React.useState<ErrorQuery | null>(null);
  const [state, setState] = React.useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    setQuery(parseErrorQuery(window.location.search));
  }, []);
  React.useEffect(() => {
    if (!query) return undefined;
    let active = true;
    setState({ status: 'loading' });
    loadCodes().then(
      (codes) => active && setState({ status: 'ready', codes }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [query, attempt]);

  if (!query) return null;
  let content: React.ReactNode;
  let type = 'info';
  if (state.status === 'loading') {
    content = <p role="status">{labels.loading}</p>;
  } else if (state.status === 'failed') {
    type = 'error';
    content = (
      <>
        <p role="alert">{labels.failed}</p>
        <ShellButton type="button" data-variant="outlined" onClick={() => setAttempt((n) => n + 1)}>
          {labels.retry}
        </ShellButton>
      </>
    );
  } else {
    const template = isErrorCode(query.code) ? state.codes[query.code] : undefined;
    if (template === undefined) {
      type = 'warning';
      content = (
        <>
          <p>
            <strong>{format(labels.unknownTitle, { code: query.code })}</strong>
          </p>
          <p>{labels.unknownHelp}</p>
        </>
      );
    } else {
      type = 'success';
      content = (
        <>
          <p>
            <strong>{format(labels.decodedTitle, { code: query.code })}</strong>
          </p>
          <p className="MuiDecoder-message" data-testid="decoded-message">
            {formatErrorMessage(template, query.args).map((part, i) =>
              part.argument ? (
                <code key={i} className={part.missing ? 'MuiDecoder-missing' : undefined}>
                  {part.text}
                </code>
              ) : (
                <React.Fragment key={i}>{part.text}</React.Fragment>
              ),
            )}
          </p>
          <p>
            <a href="#reading-the-decoded-message">{labels.explain}</a>
          </p>
        </>
      );
    }
  }
  return (
    <div className={MARKDOWN_CLASS.body}>
      <section className={`${CALLOUT_CLASS.root} MuiCallout-${type} MuiDecoder-root`} aria-label={labels.label} aria-live="polite">
        <div className={CALLOUT_CLASS.content}>{content}</div>
      </section>
    </div>
  );
}
