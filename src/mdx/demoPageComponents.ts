import { Demo } from '../components/demo/Demo';
import type { HastComponents } from './HastRenderer';
import { markdownComponents } from './MarkdownComponents';

/** The markdown components plus live demos: only the demo-page template (pages with demos) loads these. */
export const demoPageComponents: HastComponents = { ...markdownComponents, Demo };
