import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HastMarkup, toReactProps } from './HastRenderer';
import type { HastElement } from '../domain/markdown';

test('hast properties become React props', () => {
  expect(toReactProps({ className: ['a', 'b'], dataFooBar: 'x', ariaHidden: true, id: 'h', style: 'color:red', hidden: false })).toEqual({
    className: 'a b',
    'data-foo-bar': 'x',
    'aria-hidden': '',
    id: 'h',
  });
});

test('elements and text render as HTML; raw HTML only as the whole content of an element', () => {
  const node: HastElement = {
    type: 'element',
    tagName: 'div',
    properties: { className: ['box'] },
    children: [
      { type: 'element', tagName: 'code', properties: {}, children: [{ type: 'raw', value: '<span class="token">x</span>' }] },
      { type: 'text', value: 'a < b' },
      { type: 'raw', value: '<script>alert(1)</script>' },
    ],
  };
  expect(renderToStaticMarkup(<HastMarkup node={node} />)).toBe('<div class="box"><code><span class="token">x</span></code>a &lt; b</div>');
});
