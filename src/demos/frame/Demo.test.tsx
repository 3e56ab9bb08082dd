import * as React from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { DemoData, DemoVariant } from '../../domain/demo';
import { CodePreferencesProvider } from '../../providers/CodePreferencesProvider';
import { DemosProvider } from '../../providers/DemosProvider';
import { ThemeStateProvider } from '../../providers/ThemeStateProvider';
import { renderWithRoute } from '../../test/renderWithRoute';
import { Demo } from './Demo';

const variant = (module: string, withTs = true): DemoVariant => ({
  module,
  TS: withTs ? { raw: 'const a: number = 1;', html: '<span class="token keyword">const</span> a: number = 1;' } : null,
  JS: { raw: 'const a = 1;', html: '<span class="token keyword">const</span> a = 1;' },
  sourceUrl: { TS: 'https://github.com/o/r/blob/main/a.tsx', JS: 'https://github.com/o/r/blob/main/a.tsx' },
  sandbox: { TS: { dependencies: {}, devDependencies: {} }, JS: { dependencies: {}, devDependencies: {} } },
  relativeModules: [],
});
const demos: Record<string, DemoData> = {
  Basic: { name: 'Basic', gaLabel: 'material-ui/docs/demos/react-button/Basic', variants: { 'MUI System': variant('./basic.tsx') } },
  Styled: {
    name: 'Styled',
    gaLabel: 'g/Styled',
    variants: { 'MUI System': variant('./styled.tsx'), Tailwind: variant('./styled.tailwind.tsx'), CSS: variant('./styled.css.tsx') },
  },
  JsOnly: { name: 'JsOnly', gaLabel: 'g/JsOnly', variants: { 'MUI System': variant('./js-only.js', false) } },
  Previewed: {
    name: 'Previewed',
    gaLabel: 'g/Previewed',
    variants: {
      'MUI System': {
        ...variant('./previewed.tsx'),
        TS: { raw: 'full TS source', html: 'full TS source', preview: { raw: '<Button />', html: '&lt;Button /&gt;' } },
        JS: { raw: 'full JS source', html: 'full JS source', preview: { raw: '<Button />', html: '&lt;Button /&gt;' } },
      },
    },
  },
};

function renderDemos(...names: string[]) {
  return renderWithRoute(
    <ThemeStateProvider>
      <CodePreferencesProvider>
        <DemosProvider value={demos}>
          {names.map((name) => (
            <Demo key={name} name={name} />
          ))}
        </DemosProvider>
      </CodePreferencesProvider>
    </ThemeStateProvider>,
    [],
  );
}

beforeEach(() => {
  // jsdom has no layout: a deep link's scroll (run in an animation frame, possibly after its test) must not throw.
  Element.prototype.scrollIntoView = jest.fn();
  document.cookie = 'codeVariant=; max-age=0; path=/';
  document.cookie = 'codeStyling=; max-age=0; path=/';
  window.location.hash = '';
});

test('the code opens and closes with the exact labels; the TS source shows by default', () => {
  renderDemos('Basic');
  const toolbar = screen.getByRole('toolbar', { name: 'demo source' });
  fireEvent.click(within(toolbar).getByRole('button', { name: 'Show code' }));
  expect(within(toolbar).getByRole('button', { name: 'Hide code' })).toHaveAttribute('aria-expanded', 'true');
  expect(document.querySelector('.MuiDemo-code code')?.textContent).toBe('const a: number = 1;');
  fireEvent.click(within(toolbar).getByRole('button', { name: 'Hide code' }));
  expect(document.querySelector('.MuiDemo-code')).toBeNull();
});

test('a demo with a JSX preview shows it collapsed: Expand code shows the full source, Collapse code the preview again', () => {
  renderDemos('Previewed', 'Basic');
  const [previewed, basic] = screen.getAllByRole('toolbar');
  const code = () => document.querySelector('[data-demo="Previewed"] .MuiDemo-code code')?.textContent;
  expect(code()).toBe('<Button />');
  // A demo without a preview shows nothing until "Show code".
  expect(document.querySelector('[data-demo="Basic"] .MuiDemo-code')).toBeNull();
  expect(within(basic).getByRole('button', { name: 'Show code' })).toBeInTheDocument();

  const expand = within(previewed).getByRole('button', { name: 'Expand code' });
  expect(expand).toHaveAttribute('aria-expanded', 'false');
  expect(expand).toHaveAttribute('aria-controls', 'Previewed-code');
  fireEvent.click(expand);
  expect(code()).toBe('full TS source');
  const collapse = within(previewed).getByRole('button', { name: 'Collapse code' });
  expect(collapse).toHaveAttribute('aria-expanded', 'true');
  fireEvent.click(collapse);
  expect(code()).toBe('<Button />');
});

test('switching one demo to JavaScript switches every demo and writes the cookie', () => {
  renderDemos('Basic', 'Styled');
  const [first, second] = screen.getAllByRole('toolbar');
  fireEvent.click(within(first).getByRole('button', { name: 'Show code' }));
  fireEvent.click(within(second).getByRole('button', { name: 'Show code' }));
  fireEvent.click(within(first).getByRole('button', { name: 'Show JavaScript source' }));
  const codes = [...document.querySelectorAll('.MuiDemo-code code')].map((node) => node.textContent);
  expect(codes).toEqual(['const a = 1;', 'const a = 1;']);
  expect(document.cookie).toContain('codeVariant=JS');
});

test('a demo without TypeScript disables TS and shows its JavaScript', () => {
  renderDemos('JsOnly');
  fireEvent.click(screen.getByRole('button', { name: 'Show code' }));
  expect(screen.getByRole('button', { name: 'Show TypeScript source' })).toBeDisabled();
  expect(document.querySelector('.MuiDemo-code code')?.textContent).toBe('const a = 1;');
});

test('the styling menu only exists for demos with variants', () => {
  renderDemos('Basic', 'Styled');
  const [basic, styled] = screen.getAllByRole('toolbar');
  expect(within(basic).queryByRole('button', { name: 'MUI System' })).toBeNull();
  expect(within(styled).getByRole('button', { name: 'MUI System' })).toHaveAttribute('aria-haspopup', 'menu');
});

test('every toolbar control carries demo analytics attributes', () => {
  renderDemos('Basic');
  fireEvent.click(screen.getByRole('button', { name: 'Show code' }));
  const controls = within(screen.getByRole('toolbar')).getAllByRole('button');
  for (const control of controls) {
    expect(control).toHaveAttribute('data-ga-event-category', 'demo');
    expect(control).toHaveAttribute('data-ga-event-label', 'material-ui/docs/demos/react-button/Basic');
  }
  const actions = controls.map((control) => control.getAttribute('data-ga-event-action'));
  expect(actions).toEqual(['source-js', 'source-ts', 'expand', 'codesandbox', 'stackblitz', 'copy', 'reset-focus', 'reset', 'more']);
});

test('one tab stop; arrows, Home and End move focus; JS/TS are skipped while the code is closed', () => {
  renderDemos('Basic');
  const toolbar = screen.getByRole('toolbar');
  const tabbable = within(toolbar)
    .getAllByRole('button')
    .filter((b) => b.tabIndex === 0);
  expect(tabbable.map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual(['Show code']);
  const showCode = screen.getByRole('button', { name: 'Show code' });
  showCode.focus();
  fireEvent.keyDown(showCode, { key: 'ArrowRight' });
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit in CodeSandbox' }));
  fireEvent.keyDown(document.activeElement!, { key: 'End' });
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'See more' }));
  fireEvent.keyDown(document.activeElement!, { key: 'Home' });
  expect(document.activeElement).toBe(showCode);
  fireEvent.keyDown(showCode, { key: 'ArrowLeft' });
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'See more' }));
});

test('a hash naming the demo source opens its code and scrolls to its anchor', async () => {
  window.location.hash = '#Basic.js';
  renderDemos('Basic', 'Styled');
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  const scroll = Element.prototype.scrollIntoView as jest.Mock;
  // (jsdom also fires hashchange for the hash set before render: the same scroll may run twice.)
  expect([...new Set(scroll.mock.contexts.map((element) => (element as Element).id))]).toEqual(['Basic.js']);
  const codes = document.querySelectorAll('.MuiDemo-code');
  expect(codes).toHaveLength(1);
  expect(codes[0].closest('[data-demo]')).toHaveAttribute('data-demo', 'Basic');
  expect(codes[0].querySelector('code')?.textContent).toBe('const a = 1;');
});

test('every deep-link form has an anchor', () => {
  renderDemos('Styled');
  for (const id of ['Styled', 'Styled.tsx', 'tailwind-Styled.js', 'css-Styled.tsx', 'system-Styled.js']) {
    expect(document.getElementById(id)).not.toBeNull();
  }
});

test('Reset demo remounts that live demo: its state is back to the initial one, other demos keep theirs', () => {
  renderDemos('Basic', 'Styled');
  const [basic, styled] = screen.getAllByTestId('live-demo');
  const [basicToolbar] = screen.getAllByRole('toolbar');
  fireEvent.click(within(basic).getByRole('button', { name: 'Clicked 0 times' }));
  fireEvent.click(within(basic).getByRole('button', { name: 'Clicked 1 times' }));
  fireEvent.click(within(styled).getByRole('button', { name: 'Clicked 0 times' }));
  expect(within(basic).getByRole('button')).toHaveTextContent('Clicked 2 times');
  expect(within(styled).getByRole('button')).toHaveTextContent('Clicked 1 times');

  fireEvent.click(within(basicToolbar).getByRole('button', { name: 'Reset demo' }));
  expect(within(basic).getByRole('button')).toHaveTextContent('Clicked 0 times');
  expect(within(styled).getByRole('button')).toHaveTextContent('Clicked 1 times');
  // Reset again: a remount every time, not only the first.
  fireEvent.click(within(basic).getByRole('button', { name: 'Clicked 0 times' }));
  fireEvent.click(within(basicToolbar).getByRole('button', { name: 'Reset demo' }));
  expect(within(basic).getByRole('button')).toHaveTextContent('Clicked 0 times');
});

test('a malformed hash naming the demo still opens it and throws nothing', async () => {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => {
    errors.push(event.error);
    event.preventDefault();
  };
  window.addEventListener('error', onError);
  window.location.hash = '#%ZZ-Basic.tsx';
  renderDemos('Basic');
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  window.removeEventListener('error', onError);
  expect(errors).toEqual([]);
  expect(document.querySelectorAll('.MuiDemo-code')).toHaveLength(1);
});
