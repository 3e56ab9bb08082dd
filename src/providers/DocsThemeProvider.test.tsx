import * as React from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useColorScheme } from '@mui/material/styles';
import { DocsThemeProvider } from './DocsThemeProvider';
import { ThemeStateProvider, useThemeDispatch } from './ThemeStateProvider';

let api: ReturnType<typeof useColorScheme>;
let dispatch: ReturnType<typeof useThemeDispatch>;
function Probe() {
  api = useColorScheme();
  dispatch = useThemeDispatch();
  return <span>{`${api.mode} ${api.colorScheme}`}</span>;
}

function setup() {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  render(
    <ThemeStateProvider>
      <DocsThemeProvider>
        <Probe />
      </DocsThemeProvider>
    </ThemeStateProvider>,
  );
}

beforeEach(() => localStorage.clear());

test('a colour scheme the theme does not have logs an error and changes nothing', () => {
  setup();
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  // What the provider stored on mount: the default mode and the theme's two schemes.
  const stored = { 'mui-mode': 'system', 'mui-color-scheme-light': 'light', 'mui-color-scheme-dark': 'dark' };
  expect({ ...localStorage }).toEqual(stored);
  expect(screen.getByText(/./)).toHaveTextContent('system light');
  // A name outside the theme's schemes, as stale storage or a typo would give.
  act(() => api.setColorScheme('neon' as 'light'));
  expect(error).toHaveBeenCalledWith(expect.stringContaining('`neon` does not exist in `theme.colorSchemes`.'));
  expect(screen.getByText(/./)).toHaveTextContent('system light');
  expect({ ...localStorage }).toEqual(stored);
  expect(document.body).toHaveClass('mode-light');
  error.mockRestore();
});

test('choosing dark stores the mode under mui-mode and marks the body', () => {
  setup();
  act(() => api.setMode('dark'));
  expect(localStorage.getItem('mui-mode')).toBe('dark');
  expect(document.body).toHaveClass('mode-dark');
  expect(document.body).not.toHaveClass('mode-light');
  // The scheme's class on <html> (the selector of the CSS variables) is written by the docs, not by MUI.
  expect(document.documentElement).toHaveClass('dark');
  expect(document.documentElement).not.toHaveClass('light');
});

test('right-to-left: the RTL styles load on first use, then the document and the rules flip together', async () => {
  setup();
  expect(document.documentElement.dir).toBe('ltr');
  act(() => dispatch({ type: 'CHANGE', payload: { direction: 'rtl' } }));
  // Until the RTL plugin has loaded the page stays consistently left-to-right.
  expect(document.documentElement.dir).toBe('ltr');
  await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  expect(document.body.dir).toBe('rtl');
  expect(document.querySelector('style[data-emotion^="muirtl"]')).not.toBeNull();
});
