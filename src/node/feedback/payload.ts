import { z } from 'zod';
import { MAX_COMMENT_LENGTH, type FeedbackPayload } from '../../domain/feedback/feedback';
import { LANGUAGES, DEFAULT_LANGUAGE } from '../../domain/languages';

const schema = z
  .object({
    rating: z.union([z.literal(0), z.literal(1)]).optional(),
    comment: z
      .string()
      .max(MAX_COMMENT_LENGTH, `at most ${MAX_COMMENT_LENGTH} characters`)
      .refine(isStorableText, 'text with a NUL character or a lone surrogate (PostgreSQL text cannot store it)')
      .optional(),
    page: z
      .string()
      .max(300)
      .regex(/^\/([a-z0-9-]+\/)*$/, 'a page path such as /material-ui/react-button/'),
    section: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'a section anchor such as basic-button')
      .optional(),
    language: z.enum(LANGUAGES),
  })
  .strict();

/**
 * Whether PostgreSQL can store a string in a text column: no NUL character (U+0000) and no lone UTF-16 surrogate
 * (not representable in UTF-8). The page and section patterns already exclude both; a comment is free text.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

export type Validation = { ok: true; value: FeedbackPayload } | { ok: false; reason: string };

/**
 * Checks a submission: a known page of the site in the language it names, a rating (0 or 1) or a comment or
 * both, nothing else. The reason of a refusal names the field.
 */
export function validateFeedback(body: unknown, pageExists: (page: string) => boolean): Validation {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.join('.') || 'body';
    return { ok: false, reason: issue.code === 'unrecognized_keys' ? `unknown field(s): ${issue.keys.join(', ')}` : `${field}: ${issue.message}` };
  }
  const value = parsed.data;
  const comment = value.comment?.trim();
  if (value.rating === undefined && !comment) return { ok: false, reason: 'a rating or a comment is required' };
  const prefix = value.language === DEFAULT_LANGUAGE ? null : `/${value.language}/`;
  const inLanguage = prefix ? value.page.startsWith(prefix) : !LANGUAGES.some((l) => l !== DEFAULT_LANGUAGE && value.page.startsWith(`/${l}/`));
  if (!inLanguage) return { ok: false, reason: `page: ${value.page} is not a page in language "${value.language}"` };
  if (!pageExists(value.page)) return { ok: false, reason: `page: ${value.page} is not a page of this site` };
  return { ok: true, value: { ...value, comment: comment || undefined } };
}
