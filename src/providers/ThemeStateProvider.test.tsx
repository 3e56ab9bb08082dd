import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { THEME_STATE_STORAGE_KEY } from '../domain/preferences';
import { ThemeStateProvider, useThemeDispatch, useThemeState } from './ThemeStateProvider';

function Probe() {
  const { direction, dense, spacing, paletteColors } = useThemeState();
  const dispatch = useThemeDispatch();
  return (
    <button type="button" onClick={() => dispatch({ type: 'INCREASE_SPACING' })}>
      {`${direction} ${dense} ${spacing} ${paletteColors.primary ?? 'default'}`}
    </button>
  );
}

beforeEach(() => localStorage.clear());

test('the dispatch hook throws outside its provider', () => {
  const Orphan = () => {
    useThemeDispatch()({ type: 'RESET_COLORS' });
    return null;
  };
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Orphan />)).toThrow('Forgot to wrap component in `ThemeProvider`');
});

test('the server render uses the defaults even when preferences are stored', () => {
  localStorage.setItem(THEME_STATE_STORAGE_KEY, JSON.stringify({ direction: 'rtl', dense: true, spacing: 12 }));
  expect(
    renderToString(
      <ThemeStateProvider>
        <Probe />
      </ThemeStateProvider>,
    ),
  ).toContain('ltr false 8 default');
});

test('stored preferences apply after mount, and changes are stored', () => {
  localStorage.setItem(THEME_STATE_STORAGE_KEY, JSON.stringify({ direction: 'rtl', dense: true, spacing: 12, paletteColors: { primary: '#6a1b9a' } }));
  render(
    <ThemeStateProvider>
      <Probe />
    </ThemeStateProvider>,
  );
  expect(screen.getByRole('button')).toHaveTextContent('rtl true 12 #6a1b9a');
  act(() => screen.getByRole('button').click());
  expect(JSON.parse(localStorage.getItem(THEME_STATE_STORAGE_KEY)!)).toMatchObject({ direction: 'rtl', spacing: 13 });
});

test.each(['{bad json', '"rtl"', '{"direction":"sideways","spacing":"wide"}'])('garbage in storage (%s) falls back to the defaults', (raw) => {
  localStorage.setItem(THEME_STATE_STORAGE_KEY, raw);
  render(
    <ThemeStateProvider>
      <Probe />
    </ThemeStateProvider>,
  );
  expect(screen.getByRole('button')).toHaveTextContent('ltr false 8 default');
});

test('another tab changing the stored preferences updates this one', () => {
  render(
    <ThemeStateProvider>
      <Probe />
    </ThemeStateProvider>,
  );
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STATE_STORAGE_KEY, newValue: JSON.stringify({ direction: 'rtl' }) }));
  });
  expect(screen.getByRole('button')).toHaveTextContent('rtl false 8 default');
});
