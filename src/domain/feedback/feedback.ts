/**
 * Page feedback, shared by the widget and the endpoint: limits, the payload's
 * shape, where the browser keeps a vote and an unsent comment.
 */

export const MAX_COMMENT_LENGTH = 2000;
/** Larger request bodies are refused (413) before they are read. */
export const MAX_BODY_BYTES = 10 * 1024;
/** A submission that has no answer after this long counts as failed (the comment stays in the form). */
export const SUBMIT_TIMEOUT_MS = 10_000;

export type Rating = 0 | 1;

export interface FeedbackPayload {
  /** 1: helpful, 0: not helpful; absent for a comment on a section without a vote. */
  rating?: Rating;
  comment?: string;
  /** The page as served (language prefix and trailing slash): `/zh/material-ui/react-button/`. */
  page: string;
  /** The anchor of the section the comment is about (an h2/h3 id). */
  section?: string;
  language: string;
}

/** On the "comment on this section" links beside the headings: the section's anchor (PageFeedback opens the form). */
export const FEEDBACK_SECTION_ATTRIBUTE = 'data-feedback-hash';

/** localStorage: the reader's vote on a page (`1` or `0`, ). */
export const voteKey = (pathname: string) => `feedback-${pathname}`;
/** sessionStorage: a comment typed and not sent yet, per page and section (kept across reloads until sent). */
export const draftKey = (pathname: string, section: string | null) => `feedback-draft-${pathname}${section ? `#${section}` : ''}`;

/** A stored vote, read defensively. */
export function parseVote(value: string | null): Rating | null {
  return value === '1' ? 1 : value === '0' ? 0 : null;
}
