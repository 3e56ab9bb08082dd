import * as React from 'react';
import { MARKDOWN_CLASS, type BodySegment } from '../domain/markdown';

/**
 * A page's body: the HTML the build wrote, kept by React exactly as the server sent it (a
 * `dangerouslySetInnerHTML` part is neither re-rendered nor walked by hydration), with the page's live demos
 * between its parts. `Demo` is null for the template of pages without demos, which carries no demo code.
 */
export function DocBody({ body, Demo }: { body: BodySegment[]; Demo: React.ComponentType<{ name: string }> | null }) {
  return (
    <div className={MARKDOWN_CLASS.body}>
      {body.map((segment, i) =>
        'html' in segment ? <div key={i} dangerouslySetInnerHTML={{ __html: segment.html }} /> : Demo ? <Demo key={segment.demo} name={segment.demo} /> : null,
      )}
    </div>
  );
}
