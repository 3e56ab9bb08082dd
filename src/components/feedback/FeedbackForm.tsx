import * as React from 'react';
import site from '../../config/site.json';
import { MAX_COMMENT_LENGTH, type Rating } from '../../domain/feedback/feedback';
import type { Language } from '../../domain/languages';
import { MARKDOWN_CLASS } from '../../domain/markdown';
import { ShellButton } from '../shell';
import { format } from '../../domain/i18n';

const en = {
  comment: 'Comment',
  describeGood: 'What did you like about this page? (optional)',
  describeBad: 'How can we improve this page? (optional)',
  describeSection: 'How can we improve the “{section}” section? (optional)',
  issueHint: 'If something is broken or you need a reply, please open an issue instead: feedback here cannot be answered.',
  openIssue: 'Open an issue',
  cancel: 'Cancel',
  submit: 'Submit',
  sending: 'Sending…',
};

/** The form's texts, in its own chunk (loaded when a reader votes or follows a section's comment link). */
const LABELS: Record<Language, typeof en> = {
  en,
  zh: {
    comment: '评论',
    describeGood: '你喜欢这个页面的哪些地方？（可选）',
    describeBad: '我们如何改进这个页面？（可选）',
    describeSection: '我们如何改进“{section}”部分？（可选）',
    issueHint: '如果有内容出错或你需要回复，请改为提交 issue：此处的反馈无法回复。',
    openIssue: '提交 issue',
    cancel: '取消',
    submit: '提交',
    sending: '正在发送…',
  },
};

export interface FeedbackFormProps {
  language: Language;
  rating: Rating | null;
  /** The heading of the section the comment is about, or null for the page. */
  sectionTitle: string | null;
  comment: string;
  sending: boolean;
  /** Grows with each request to open the form: the field takes focus (again). */
  focusRequest: number;
  onChange: (comment: string) => void;
  onCancel: () => void;
  onSubmit: () => void;
}

/** The comment form of the page feedback (PageFeedback): optional text, Ctrl/⌘+Enter or Submit sends, Cancel closes. */
export default function FeedbackForm({ language, rating, sectionTitle, comment, sending, focusRequest, onChange, onCancel, onSubmit }: FeedbackFormProps) {
  const labels = LABELS[language];
  const field = React.useRef<HTMLTextAreaElement>(null);
  React.useEffect(() => {
    field.current?.focus();
  }, [focusRequest]);
  let description = rating === 1 ? labels.describeGood : labels.describeBad;
  if (sectionTitle) description = format(labels.describeSection, { section: sectionTitle });
  const issueUrl = `${site.sourceCodeUrl}/issues/new?labels=docs&page-url=${encodeURIComponent(window.location.href)}`;
  return (
    <form
      className="MuiFeedback-form"
      aria-labelledby="page_feedback-question"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p id="page_feedback-description" className="MuiFeedback-description">
        {description}
      </p>
      <textarea
        ref={field}
        className="MuiFeedback-comment"
        rows={2}
        maxLength={MAX_COMMENT_LENGTH}
        aria-label={labels.comment}
        aria-describedby="page_feedback-description"
        value={comment}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey) && !event.shiftKey) {
            event.preventDefault();
            onSubmit();
          }
        }}
      />
      {rating === 0 ? (
        <p className={`MuiFeedback-hint ${MARKDOWN_CLASS.body}`}>
          {labels.issueHint}{' '}
          <a href={issueUrl} target="_blank" rel="noopener">
            {labels.openIssue}
          </a>
        </p>
      ) : null}
      <div className="MuiFeedback-actions">
        <ShellButton type="button" onClick={onCancel} disabled={sending}>
          {labels.cancel}
        </ShellButton>
        <ShellButton type="submit" data-variant="outlined" disabled={sending}>
          {sending ? labels.sending : labels.submit}
        </ShellButton>
      </div>
    </form>
  );
}
