import type { CompiledDoc, HastElement, HastNode } from '../../domain/markdown';
import { alignHeadingIds } from './translation';

const h = (tag: 'h2' | 'h3', id: string, text: string): HastElement => ({ type: 'element', tagName: tag, properties: { id }, children: [{ type: 'text', value: text }] });
const p = (text: string): HastElement => ({ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text }] });
const doc = (children: HastNode[]): CompiledDoc => {
  const headings = children.filter((c): c is HastElement => c.type === 'element' && /^h[23]$/.test(c.tagName));
  return {
    tree: { type: 'root', children },
    toc: headings.map((x) => ({
      text: String((x.children[0] as { value: string }).value),
      hash: String(x.properties.id),
      level: x.tagName === 'h2' ? 2 : 3,
      children: [],
    })),
    demos: {},
  };
};

const original = doc([p('Intro'), h('h2', 'system-preference', 'System preference'), p('…'), h('h3', 'toggling', 'Toggling'), h('h2', 'next-steps', 'Next steps')]);

test("a translation's headings take the original's ids, in order; its text stays translated", () => {
  const translation = doc([p('简介'), h('h2', '系统偏好', '系统偏好'), p('…'), h('h3', '切换', '切换'), h('h2', '下一步', '下一步')]);
  const aligned = alignHeadingIds(translation, original, 'content/x/docs/dark-mode.zh.mdx');
  const ids = aligned.tree.children.filter((c): c is HastElement => c.type === 'element' && /^h[23]$/.test(c.tagName)).map((x) => x.properties.id);
  expect(ids).toEqual(['system-preference', 'toggling', 'next-steps']);
  expect(aligned.toc.map((t) => [t.text, t.hash])).toEqual([
    ['系统偏好', 'system-preference'],
    ['切换', 'toggling'],
    ['下一步', 'next-steps'],
  ]);
});

test('a translation with other sections fails the build, naming the file and both outlines', () => {
  const missing = doc([h('h2', 'a', '系统偏好'), h('h2', 'b', '下一步')]);
  expect(() => alignHeadingIds(missing, original, 'content/x/docs/dark-mode.zh.mdx')).toThrow(
    /content\/x\/docs\/dark-mode\.zh\.mdx: .*it has 2 headings \(h2 h2\), the original 3 \(h2 h3 h2\)\. Fix: translate every ## and ### heading/,
  );
});
