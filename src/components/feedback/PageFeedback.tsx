import * as React from 'react';
import site from '../../config/site.json';
import { draftKey, FEEDBACK_SECTION_ATTRIBUTE, MAX_COMMENT_LENGTH, parseVote, voteKey, type FeedbackPayload, type Rating } from '../../domain/feedback/feedback';
import { FEEDBACK_ID } from '../../domain/markdown';
import { ISLAND_ATTRIBUTE } from '../../domain/page/appLoading';
import type { TocItem } from '../../domain/toc';
import { useRouteData } from '../../providers/RouteDataProvider';
import { readSessionStorage, readStorage, writeSessionStorage, writeStorage } from '../../providers/storage';
import { Icon } from '../icons/Icon';
import { ShellButton } from '../shell';

const FeedbackForm = React.lazy(() => import('./FeedbackForm'));

/**
 * "Was this page helpful?" at the end of every documentation page: Yes/No (the vote
 * remembered per page in localStorage and sent at once), then an optional comment, for the page or for the
 * section whose heading link was followed. A comment is kept in sessionStorage until it is sent, so neither a
 * failure nor a reload loses it; a failure says so and leaves it in the form.
 */

type Status = { kind: 'idle' } | { kind: 'sending'; what: 'vote' | 'comment' } | { kind: 'done'; message: string } | { kind: 'failed' };

interface Draft {
  comment: string;
  section: string | null;
}

function parseDraft(value: string | null): Draft | null {
  try {
    const draft = JSON.parse(value ?? 'null') as Partial<Draft> | null;
    if (!draft || typeof draft.comment !== 'string') return null;
    return { comment: draft.comment.slice(0, MAX_COMMENT_LENGTH), section: typeof draft.section === 'string' ? draft.section : null };
  } catch {
    return null;
  }
}

function findSection(toc: TocItem[], hash: string): TocItem | null {
  for (const item of toc) {
    if (item.hash === hash) return item;
    const child = findSection(item.children, hash);
    if (child) return child;
  }
  return null;
}

export function PageFeedback({ endpoint = site.feedback.endpoint }: { endpoint?: string }) {
  const { pathname, language, toc, t } = useRouteData();
  const draftStorageKey = draftKey(pathname, null);
  const [rating, setRating] = React.useState<Rating | null>(null);
  const [open, setOpen] = React.useState(false);
  const [draft, setDraft] = React.useState<Draft>({ comment: '', section: null });
  const [status, setStatus] = React.useState<Status>({ kind: 'idle' });
  const [focusRequest, setFocusRequest] = React.useState(0);

  // After hydration: the reader's vote on this page and a comment not sent yet (the form reopens with it).
  React.useEffect(() => {
    setRating(parseVote(readStorage(voteKey(pathname))));
    const saved = parseDraft(readSessionStorage(draftStorageKey));
    if (saved && saved.comment) {
      setDraft(saved);
      setOpen(true);
    }
  }, [pathname, draftStorageKey]);

  const openForm = React.useCallback((section: string | null) => {
    setDraft((current) => (current.section === section ? current : { comment: current.comment, section }));
    setOpen(true);
    setStatus({ kind: 'idle' });
    setFocusRequest((n) => n + 1);
  }, []);

  // The "comment on this section" links beside the headings (in the body's static HTML).
  React.useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(`[${FEEDBACK_SECTION_ATTRIBUTE}]`);
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      openForm(link.getAttribute(FEEDBACK_SECTION_ATTRIBUTE)); // the field takes focus, which scrolls it into view
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [openForm]);

  const submit = async (payload: Omit<FeedbackPayload, 'page' | 'language'>): Promise<boolean> => {
    if (!endpoint) {
      setStatus({ kind: 'done', message: t('feedback.notCollected') });
      return true;
    }
    setStatus({ kind: 'sending', what: payload.comment === undefined ? 'vote' : 'comment' });
    const { sendFeedback } = await import('./sendFeedback');
    const ok = await sendFeedback(endpoint, { ...payload, page: window.location.pathname, language });
    setStatus(ok ? { kind: 'done', message: t('feedback.submitted') } : { kind: 'failed' });
    return ok;
  };

  const vote = (value: Rating) => {
    setRating(value);
    writeStorage(voteKey(pathname), String(value));
    openForm(null);
    void submit({ rating: value });
  };

  const changeComment = (comment: string) => {
    const next = { ...draft, comment };
    setDraft(next);
    writeSessionStorage(draftStorageKey, comment ? JSON.stringify(next) : null);
  };

  const close = () => {
    setOpen(false);
    setDraft({ comment: '', section: null });
    writeSessionStorage(draftStorageKey, null);
  };

  const send = async () => {
    const comment = draft.comment.trim();
    if (!comment) {
      close();
      return;
    }
    const ok = await submit({ ...(rating === null ? {} : { rating }), comment, ...(draft.section ? { section: draft.section } : {}) });
    if (ok) close();
  };

  const section = draft.section ? findSection(toc, draft.section) : null;
  const sendingVote = status.kind === 'sending' && status.what === 'vote';
  const sending = status.kind === 'sending' && status.what === 'comment';

  return (
    // On a page read without the app, the widget is an island of its own (src/gatsby/reader/islands.tsx).
    <section id={FEEDBACK_ID} className="MuiFeedback-root" aria-labelledby="page_feedback-question" {...{ [ISLAND_ATTRIBUTE]: 'feedback' }}>
      <div className="MuiFeedback-question">
        <p id="page_feedback-question" className="MuiFeedback-questionText">
          {t('feedback.question')}
        </p>
        <div className="MuiFeedback-votes">
          {([1, 0] as const).map((value) => (
            <ShellButton key={value} type="button" data-variant="outlined" aria-pressed={rating === value} disabled={sendingVote || sending} onClick={() => vote(value)}>
              <Icon name={value === 1 ? 'ThumbUpAltOutlined' : 'ThumbDownAltOutlined'} />
              {value === 1 ? t('feedback.yes') : t('feedback.no')}
            </ShellButton>
          ))}
        </div>
      </div>
      {open ? (
        <React.Suspense fallback={null}>
          <FeedbackForm
            language={language}
            rating={rating}
            sectionTitle={section?.text ?? null}
            comment={draft.comment}
            sending={sending}
            focusRequest={focusRequest}
            onChange={changeComment}
            onCancel={close}
            onSubmit={() => void send()}
          />
        </React.Suspense>
      ) : null}
      <p className="MuiFeedback-status" role="status">
        {status.kind === 'done' ? status.message : status.kind === 'failed' ? t('feedback.failed') : ''}
      </p>
    </section>
  );
}
