import * as React from 'react';
import { screen } from '@testing-library/react';
import { renderWithRoute } from '../../test/renderWithRoute';
import { Callout } from './Callout';

test.each([
  ['info', 'Information'],
  ['success', 'Success'],
  ['warning', 'Warning'],
  ['error', 'Error'],
] as const)('a %s callout is a note named by its type, with a decorative icon', (type, name) => {
  renderWithRoute(
    <Callout type={type}>
      <p>Install the peer dependencies first.</p>
    </Callout>,
    [],
  );
  const note = screen.getByRole('note', { name });
  expect(note.tagName).toBe('ASIDE');
  expect(note).toHaveClass('MuiCallout-root', `MuiCallout-${type}`);
  expect(note).toHaveTextContent('Install the peer dependencies first.');
  const icon = note.querySelector('svg');
  expect(icon).toHaveAttribute('aria-hidden', 'true');
});

test('the type is named in the page language', () => {
  renderWithRoute(<Callout type="warning">注意</Callout>, [], { language: 'zh' });
  expect(screen.getByRole('note', { name: '警告' })).toHaveClass('MuiCallout-warning');
});

test('an unknown type (content compiled elsewhere) shows as info', () => {
  const fromElsewhere = { type: 'tip' } as unknown as { type: 'info' };
  renderWithRoute(<Callout {...fromElsewhere}>Text</Callout>, []);
  expect(screen.getByRole('note', { name: 'Information' })).toHaveClass('MuiCallout-info');
});
