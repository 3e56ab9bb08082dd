/**
 * A page's source in the repository: the link that edits it, and the date of its last commit as shown to readers.
 * The build reads both (src/node/pageSource.ts); a generated page (the API reference) has none.
 */
export interface PageSource {
  /** The content file, from the repository's root (`content/material-ui/docs/react-button.mdx`). */
  path: string;
  /** The date of the file's last commit, as a date (`2024-05-01`) and as readers of the page's language write it;
   * null outside a git checkout or for a file not committed yet. */
  lastUpdated: { date: string; text: string } | null;
}

/** The branch the repository's files are linked on (the demos' "source" links use it too). */
export const SOURCE_BRANCH = 'main';

/** The URL that shows (`blob`) or edits (`edit`) a file of the repository at `sourceCodeUrl`. */
export function repositoryFileUrl(sourceCodeUrl: string, file: string, action: 'blob' | 'edit'): string {
  return `${sourceCodeUrl.replace(/\/+$/, '')}/${action}/${SOURCE_BRANCH}/${file.replace(/^\/+/, '')}`;
}

/**
 * A date of the calendar (`2024-05-01`) as readers of a language write it, formatted at build time (the page carries
 * the text, so server and browser show the same). Falls back to the ISO date when the runtime has no such locale.
 */
export function formatSourceDate(isoDate: string, languageTag: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  let text = isoDate;
  try {
    text = new Intl.DateTimeFormat(languageTag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
  } catch {
    text = isoDate;
  }
  return text;
}
