import * as React from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithRoute } from '../../test/renderWithRoute';
import { ProductNavList } from './NavTree';

const sidebar = [
  {
    pathname: '/material-ui/getting-started-group',
    title: 'Getting started',
    children: [
      { pathname: '/material-ui/getting-started', title: 'Overview' },
      { pathname: '/material-ui/getting-started/installation', newFeature: true },
    ],
  },
  {
    pathname: '/material-ui/react-',
    title: 'Components',
    children: [
      { pathname: '/material-ui/components/inputs', subheader: 'inputs', children: [{ pathname: '/material-ui/react-grid', deprecated: true, plan: 'pro' as const }] },
    ],
  },
  { pathname: '/material-ui/hidden', inSideNav: false },
  { pathname: 'https://mui.com/store/', title: 'Store', icon: 'WebIcon' as const },
];

function setup(language: 'en' | 'zh' = 'en') {
  return renderWithRoute(<ProductNavList />, sidebar, { language });
}

test('the active page is marked and its group is expanded; other groups start collapsed (their entries not drawn)', async () => {
  setup();
  expect(await screen.findByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'Getting started' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: 'Components' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('Inputs')).toBeNull();
});

test('a group toggles open on click and shows its subheader and chips, and closes again', async () => {
  setup();
  fireEvent.click(await screen.findByRole('button', { name: 'Components' }));
  expect(await screen.findByText('Inputs')).toBeInTheDocument();
  const components = screen.getByRole('button', { name: 'Components' });
  expect(components).toHaveAttribute('aria-expanded', 'true');
  expect(document.getElementById(components.getAttribute('aria-controls')!)).toContainElement(screen.getByText('Inputs'));
  expect(screen.getByRole('link', { name: /Grid/ })).toHaveTextContent('Deprecated');
  expect(screen.getByRole('img', { name: 'Pro plan' })).toHaveAttribute('title', 'Pro plan');
  fireEvent.click(components);
  expect(components).toHaveAttribute('aria-expanded', 'false');
  expect(components).not.toHaveAttribute('aria-controls');
  expect(screen.queryByText('Inputs')).toBeNull();
});

test('links carry the language prefix and a trailing slash; externals open in a new tab; hidden entries are not shown', async () => {
  setup('zh');
  expect(await screen.findByRole('link', { name: /Installation/ })).toHaveAttribute('href', '/zh/material-ui/getting-started/installation/');
  expect(screen.getByRole('link', { name: /Installation/ })).toHaveTextContent('新');
  expect(screen.getByRole('link', { name: 'Store' })).toHaveAttribute('target', '_blank');
  expect(screen.queryByRole('link', { name: 'Hidden' })).toBeNull();
});
