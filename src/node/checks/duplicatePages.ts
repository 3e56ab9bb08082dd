/** Two MDX files that would be served at the same URL. */
export function findDuplicatePages(pages: Array<{ pathname: string; file: string }>): string[] {
  const byPath = new Map<string, string>();
  const errors: string[] = [];
  for (const { pathname, file } of pages) {
    const other = byPath.get(pathname);
    if (other) {
      errors.push(`Duplicated page ${pathname}: ${other} and ${file} map to the same URL. Fix: rename or move one of them.`);
    } else byPath.set(pathname, file);
  }
  return errors;
}
