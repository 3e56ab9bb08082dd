import * as React from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithRoute } from '../../test/renderWithRoute';
import { useRouteData } from '../../providers/RouteDataProvider';
import { NavList } from './NavTree';

/** The drawer renders the tree from the route data, where the active page was found. */
function RouteNav() {
  return <NavList pages={useRouteData().sidebar} />;
}

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
  return renderWithRoute(<RouteNav />, sidebar, { language });
}

test('the active page is marked and its group is expanded; other groups start collapsed', () => {
  setup();
  expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'Getting started' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: 'Components' })).toHaveAttribute('aria-expanded', 'false');
});

test('a group toggles open on click and shows its subheader and chips', () => {
  setup();
  fireEvent.click(screen.getByRole('button', { name: 'Components' }));
  expect(screen.getByRole('button', { name: 'Components' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Inputs')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Grid/ })).toHaveTextContent('Deprecated');
  expect(screen.getByRole('img', { name: 'Pro plan' })).toHaveAttribute('title', 'Pro plan');
});

test('links carry the language prefix and a trailing slash; externals open in a new tab; hidden entries are not shown', () => {
  setup('zh');
  expect(screen.getByRole('link', { name: /Installation/ })).toHaveAttribute('href', '/zh/material-ui/getting-started/installation/');
  expect(screen.getByRole('link', { name: /Installation/ })).toHaveTextContent('新');
  expect(screen.getByRole('link', { name: 'Store' })).toHaveAttribute('target', '_blank');
  expect(screen.queryByRole('link', { name: 'Hidden' })).toBeNull();
});
