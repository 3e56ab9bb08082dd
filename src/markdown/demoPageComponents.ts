import { Demo } from '../components/demo/Demo';
import type { RendererComponents } from './HastRenderer';
import { markdownComponents } from './MarkdownComponents';

/** The markdown components plus live demos: only the demo-page template (pages with demos) loads these. */
export const demoPageComponents: RendererComponents = {
  tags: markdownComponents.tags,
  elements: { ...markdownComponents.elements, Demo },
};
