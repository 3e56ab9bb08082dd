import * as React from 'react';
import { screen } from '@testing-library/react';
import { renderWithRoute } from '../test/renderWithRoute';
import { docElement, type HastNode } from '../domain/markdown';
import { HastRenderer } from './HastRenderer';
import { markdownComponents } from './MarkdownComponents';

const text = (value: string): HastNode => ({ type: 'text', value });
const el = (tagName: string, properties: Record<string, string | number>, children: HastNode[] = []): HastNode => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const renderMarkdown = (...children: HastNode[]) => renderWithRoute(<HastRenderer tree={{ type: 'root', children }} components={markdownComponents} />, []);

test('an external markdown link opens in a new tab without access to this page', () => {
  renderMarkdown(el('p', {}, [el('a', { href: 'https://github.com/mui/material-ui' }, [text('GitHub')])]));
  const link = screen.getByRole('link', { name: 'GitHub' });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener');
});

test('internal and same-page markdown links stay in the tab', () => {
  renderMarkdown(el('p', {}, [el('a', { href: '/material-ui/getting-started/usage/' }, [text('Usage')]), el('a', { href: '#props' }, [text('Props')])]));
  for (const name of ['Usage', 'Props']) expect(screen.getByRole('link', { name })).not.toHaveAttribute('target');
});

test('a callout element renders the Callout note', () => {
  renderMarkdown(docElement('Callout', { type: 'error' }, [el('p', {}, [text('This breaks.')])]));
  expect(screen.getByRole('note', { name: 'Error' })).toHaveTextContent('This breaks.');
});

test('an image keeps its size and lazy loading attributes', () => {
  renderMarkdown(el('p', {}, [el('img', { src: '/images/a.svg', alt: 'A diagram', width: 640, height: 360, loading: 'lazy', decoding: 'async' })]));
  const img = screen.getByRole('img', { name: 'A diagram' });
  expect(img).toHaveAttribute('width', '640');
  expect(img).toHaveAttribute('height', '360');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).toHaveAttribute('decoding', 'async');
});

test('h2 and h3 get an anchor link named after the heading, with a hidden icon', () => {
  renderMarkdown(el('h2', { id: 'install' }, [text('Install')]), el('h3', { id: 'with-npm' }, [text('With '), el('code', {}, [text('npm')])]));
  const link = screen.getByRole('link', { name: 'Link to this section: Install' });
  expect(link).toHaveAttribute('href', '#install');
  expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByRole('link', { name: 'Link to this section: With npm' })).toHaveAttribute('href', '#with-npm');
});

test('a page without demos draws nothing for a Demo element and the rest of the page as usual', () => {
  renderMarkdown(el('p', {}, [text('Before')]), docElement('Demo', { name: 'BasicButtons' }), el('p', {}, [text('After')]));
  expect(screen.getByText('Before')).toBeInTheDocument();
  expect(screen.getByText('After')).toBeInTheDocument();
  expect(document.querySelector('[data-demo]')).toBeNull();
});
