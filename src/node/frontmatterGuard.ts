import path from 'path';
import yaml from 'js-yaml';
import type { GatsbyNode } from 'gatsby';

/** The YAML frontmatter problem of an MDX source, with file:line and a fix, or null. */
export function checkFrontmatterSyntax(file: string, source: string): string | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/.exec(source);
  if (!match) {
    return `${file}:1: missing frontmatter. Fix: start the file with a "---" block holding title and description.`;
  }
  try {
    yaml.safeLoad(match[1]);
    return null;
  } catch (error) {
    const e = error as { mark?: { line: number }; reason?: string; message: string };
    const line = (e.mark?.line ?? 0) + 2; // +1 for 0-based, +1 for the opening ---
    return `${file}:${line}: frontmatter is not valid YAML (${e.reason ?? e.message}). Fix: quote values that contain ": " or start with a quote, e.g. title: "A: B".`;
  }
}

export const onCreateNode: GatsbyNode['onCreateNode'] = async ({ node, loadNodeContent, reporter }) => {
  const file = node as { internal: { type: string }; extension?: string; absolutePath?: string };
  if (file.internal.type !== 'File' || file.extension !== 'mdx') return;
  const problem = checkFrontmatterSyntax(path.relative(process.cwd(), file.absolutePath ?? ''), await loadNodeContent(node));
  if (problem) reporter.panicOnBuild(problem);
};
