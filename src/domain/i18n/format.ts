/**
 * Fills the `{name}` placeholders of a text (a translated label, a release-notes URL) with values, as they are:
 * `format('No results for "{query}"', { query })`. The one substitution of the project: `String.prototype.replace`
 * with a string replacement reads `$&`, `$'`, `` $` `` and `$1` in the value as patterns, so a reader's query such as
 * `a$'b` came out garbled. A placeholder without a value is left as written.
 */
export function format(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : placeholder));
}
