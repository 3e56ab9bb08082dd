import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { HastRenderer, toReactProps } from './HastRenderer';
import type { HastRoot } from '../node/mdx/hast';

test('hast properties become React props', () => {
  expect(toReactProps({ className: ['a', 'b'], dataFooBar: 'x', ariaHidden: true, id: 'h', style: 'color:red', hidden: false })).toEqual({
    className: 'a b',
    'data-foo-bar': 'x',
    'aria-hidden': '',
    id: 'h',
  });
});

test('elements map through components, others render as HTML', () => {
  const tree: HastRoot = {
    type: 'root',
    children: [
      { type: 'element', tagName: 'h2', properties: { id: 'intro' }, children: [{ type: 'text', value: 'Intro' }] },
      { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'Hello' }] },
    ],
  };
  const H2 = ({ children, id }: { children: React.ReactNode; id: string }) => <h2 id={id} data-testid="custom">{children}</h2>;
  render(<HastRenderer tree={tree} components={{ h2: H2 }} />);
  expect(screen.getByRole('heading', { name: 'Intro' })).toHaveAttribute('data-testid', 'custom');
  expect(screen.getByText('Hello').tagName).toBe('P');
});
