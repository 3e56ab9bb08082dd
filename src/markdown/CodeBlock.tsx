import * as React from 'react';
import { codeBlockElement, markupLabels, type DocElementProps } from '../domain/markdown';
import { HastMarkup } from './HastRenderer';
import { useTranslate } from '../providers/RouteDataProvider';

/** The props the build emits for a fenced code block (the compiled-page contract). */
export type CodeBlockProps = DocElementProps['CodeBlock'];

/**
 * A code block drawn by React (a demo's code panel): the very markup the build writes for fenced code in
 * page bodies, so the same styles and the same delegated copy behaviour (src/markdown/interactions.ts) serve
 * both.
 */
export function CodeBlock(props: CodeBlockProps) {
  const t = useTranslate();
  return <HastMarkup node={codeBlockElement(props, markupLabels(t))} />;
}
