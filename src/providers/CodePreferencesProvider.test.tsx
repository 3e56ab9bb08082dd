import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { CodePreferencesProvider, useCodePreferences } from './CodePreferencesProvider';

function Probe() {
  const { codeVariant, codeStyling, setCodeVariant } = useCodePreferences();
  return (
    <button type="button" onClick={() => setCodeVariant('JS')}>
      {`${codeVariant} ${codeStyling}`}
    </button>
  );
}

const clearCookies = () => {
  for (const name of ['codeVariant', 'codeStyling']) document.cookie = `${name}=;path=/;max-age=0`;
};

beforeEach(() => {
  clearCookies();
  window.location.hash = '';
});

test('the server HTML never depends on the cookie', () => {
  document.cookie = 'codeVariant=JS;path=/';
  expect(
    renderToString(
      <CodePreferencesProvider>
        <Probe />
      </CodePreferencesProvider>,
    ),
  ).toContain('TS MUI System');
});

test.each([
  ['', 'codeVariant=JS', 'JS MUI System'],
  ['#BasicButtons.tsx', 'codeVariant=JS', 'TS MUI System'],
  ['#tailwind-BasicButtons.js', 'codeStyling=CSS', 'JS Tailwind'],
  ['', 'codeStyling=CSS', 'TS CSS'],
  ['', 'codeVariant=Python', 'TS MUI System'],
  ['#section', 'codeStyling=%E0%A4%A', 'TS MUI System'],
])('hash %j and cookie %j → %s after mount, written back to the cookies', (hash, cookie, expected) => {
  window.location.hash = hash;
  document.cookie = `${cookie};path=/`;
  render(
    <CodePreferencesProvider>
      <Probe />
    </CodePreferencesProvider>,
  );
  expect(screen.getByRole('button')).toHaveTextContent(expected);
  const [variant, styling] = expected.split(/ (.*)/);
  expect(document.cookie).toContain(`codeVariant=${variant}`);
  expect(document.cookie).toContain(`codeStyling=${encodeURIComponent(styling)}`);
});

test('a change reaches every consumer and the cookie', () => {
  render(
    <CodePreferencesProvider>
      <Probe />
      <Probe />
    </CodePreferencesProvider>,
  );
  act(() => screen.getAllByRole('button')[0].click());
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['JS MUI System', 'JS MUI System']);
  expect(document.cookie).toContain('codeVariant=JS');
});

test('useCodePreferences outside its provider throws', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Probe />)).toThrow('useCodePreferences must be used inside <CodePreferencesProvider>');
});
