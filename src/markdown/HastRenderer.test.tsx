import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { HastRenderer, toReactProps } from './HastRenderer';
import { docElement, type HastRoot } from '../domain/markdown';

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
  const H2 = ({ children, id }: { children: React.ReactNode; id: string }) => (
    <h2 id={id} data-testid="custom">
      {children}
    </h2>
  );
  render(<HastRenderer tree={tree} components={{ tags: { h2: H2 }, elements: { Demo: null, CodeBlock: null, Callout: null } }} />);
  expect(screen.getByRole('heading', { name: 'Intro' })).toHaveAttribute('data-testid', 'custom');
  expect(screen.getByText('Hello').tagName).toBe('P');
});

test('docs elements render through their component with the attributes the build emitted', () => {
  const tree: HastRoot = {
    type: 'root',
    children: [
      docElement('CodeBlock', { language: 'bash', html: 'npm install', title: 'Terminal' }),
      docElement('Callout', { type: 'warning' }, [{ type: 'text', value: 'Careful' }]),
    ],
  };
  const CodeBlock = ({ language, html, title }: { language: string; html: string; title?: string }) => (
    <pre data-language={language} title={title}>
      {html}
    </pre>
  );
  const Callout = ({ type, children }: { type: string; children?: React.ReactNode }) => <aside aria-label={type}>{children}</aside>;
  render(<HastRenderer tree={tree} components={{ tags: {}, elements: { Demo: null, CodeBlock, Callout } }} />);
  expect(screen.getByTitle('Terminal')).toHaveAttribute('data-language', 'bash');
  expect(screen.getByTitle('Terminal')).toHaveTextContent('npm install');
  expect(screen.getByRole('complementary', { name: 'warning' })).toHaveTextContent('Careful');
});
