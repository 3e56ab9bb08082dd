import * as React from 'react';
import { highlightText } from '../../domain/search/highlight';

/** A text with the query's words in `<mark>`: the parts are React text, so HTML in the text stays text. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  const parts = React.useMemo(() => highlightText(text, query), [text, query]);
  return <React.Fragment>{parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>))}</React.Fragment>;
}
