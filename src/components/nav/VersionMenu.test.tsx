import * as React from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithRoute } from '../../test/renderWithRoute';
import { VersionMenu } from './VersionMenu';

test('the version menu checks the current version and links the others and all versions', async () => {
  renderWithRoute(<VersionMenu />, [{ pathname: '/material-ui/getting-started' }], { language: 'zh' });
  fireEvent.click(screen.getByRole('button', { name: '切换版本: v6.1.2' }));
  const menu = await screen.findByRole('menu');
  const items = within(menu).getAllByRole('menuitem');
  expect(items.map((i) => i.textContent)).toEqual(['v6.1.2', 'v5', '查看所有版本']);
  expect(items[0]).toHaveAttribute('aria-current', 'true');
  expect(items[1]).toHaveAttribute('href', 'https://v5.mui.com/material-ui/getting-started/');
  expect(items[2]).toHaveAttribute('href', '/zh/versions/');
});
