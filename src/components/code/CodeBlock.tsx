import * as React from 'react';
import { CODE_BLOCK_COPIED_MS } from '../../domain/copy';
import type { DocElementProps } from '../../domain/markdown';
import { useClipboardCopy } from '../../hooks/useClipboardCopy';
import { useCodeCopy } from '../../providers/CodeCopyProvider';
import { useTranslate } from '../../providers/RouteDataProvider';
import { CodeBlockRoot } from './codeBlockStyles';

const VISUALLY_HIDDEN: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** The props the build emits for a fenced code block (the compiled-page contract). */
export type CodeBlockProps = DocElementProps['CodeBlock'];

/**
 * A fenced code block (reference §5.3): highlighted HTML and a Copy button that reads "Copied" for
 * 2 s after a successful copy. A failed copy is ignored. The block registers with CodeCopyProvider
 * for the Ctrl/Cmd+C shortcut; the shortcut hint needs `navigator`, so it appears after mount.
 */
export function CodeBlock({ language, html, title }: CodeBlockProps) {
  const t = useTranslate();
  const { register, keyLabel } = useCodeCopy();
  const { isCopied, copy } = useClipboardCopy({ timeout: CODE_BLOCK_COPIED_MS });
  const rootRef = React.useRef<HTMLDivElement>(null);
  const preRef = React.useRef<HTMLPreElement>(null);

  React.useEffect(() => register(rootRef.current!), [register]);

  return (
    <CodeBlockRoot className="MuiCode-root" ref={rootRef}>
      {typeof title === 'string' && title ? <div className="MuiCode-title">{title}</div> : null}
      <pre ref={preRef} tabIndex={0} dir="ltr">
        <code className={`language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
      <button
        type="button"
        aria-label={t('codeBlock.copyAriaLabel')}
        className="MuiCode-copy"
        data-ga-event-category="code"
        data-ga-event-action="copy-click"
        data-copied={isCopied ? 'true' : undefined}
        onClick={() => void copy(preRef.current?.textContent ?? '')}
      >
        {isCopied ? t('codeBlock.copied') : t('codeBlock.copy')}
        {keyLabel ? (
          <span className="MuiCode-copyKeypress">
            <span>{t('codeBlock.or')}</span> {keyLabel}C<span>)</span>
          </span>
        ) : null}
      </button>
      {/* The button's name stays "Copy the code"; screen readers hear the confirmation from here. */}
      <span role="status" style={VISUALLY_HIDDEN}>
        {isCopied ? t('codeBlock.copied') : ''}
      </span>
    </CodeBlockRoot>
  );
}
