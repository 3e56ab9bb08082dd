import { CODE_STYLINGS, CODE_VARIANTS, DEFAULT_CODE_STYLING, DEFAULT_CODE_VARIANT, DEFAULT_MODE, MODES, type CodeStyling, type CodeVariant, type Mode } from './keys';
import { parseCodeStylingFromHash, parseCodeVariantFromHash } from '../demo/hash';

const oneOf =
  <T extends string>(values: readonly T[], fallback: T) =>
  (raw: unknown): T =>
    typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as T) : fallback;

/** A stored colour mode; anything else is the default (system). */
export const parseMode: (raw: unknown) => Mode = oneOf(MODES, DEFAULT_MODE);
export const parseCodeVariant: (raw: unknown) => CodeVariant = oneOf(CODE_VARIANTS, DEFAULT_CODE_VARIANT);
export const parseCodeStyling: (raw: unknown) => CodeStyling = oneOf(CODE_STYLINGS, DEFAULT_CODE_STYLING);

/** The value if it is allowed, otherwise undefined (so the next source can decide). */
const allowed = <T extends string>(values: readonly T[], raw: unknown): T | undefined =>
  typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;

/** Hash first, then cookie, then the default; invalid values are skipped. */
export function resolveCodeVariant({ hash, cookie }: { hash: string; cookie: string | undefined }): CodeVariant {
  return parseCodeVariantFromHash(hash) ?? allowed(CODE_VARIANTS, cookie) ?? DEFAULT_CODE_VARIANT;
}

export function resolveCodeStyling({ hash, cookie }: { hash: string; cookie: string | undefined }): CodeStyling {
  return parseCodeStylingFromHash(hash) ?? allowed(CODE_STYLINGS, cookie) ?? DEFAULT_CODE_STYLING;
}
