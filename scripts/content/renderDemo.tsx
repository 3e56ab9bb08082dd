// The server rendering of one demo for `npm run check:content`: the module in its product's demo theme (as
// src/demos/LiveDemo.server.tsx renders it in the build), with console errors and warnings collected. The build
// turns a demo that throws into an error box and carries on, so this is where a broken demo is caught early.
import fs from 'fs';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { getDemoTheme } from '../../src/domain/demo';
import { JoyDemoTheme } from '../../src/demos/JoyDemoTheme';
import { MaterialDemoTheme } from '../../src/demos/MaterialDemoTheme';

/**
 * Warnings of the libraries themselves that a demo cannot avoid and production React never prints: React 18.3's
 * development notice about `defaultProps` on function components, which emotion's `styled` copies from
 * react-transition-group's TransitionGroup in the date pickers' calendar transitions.
 */
const LIBRARY_WARNINGS = [/Support for defaultProps will be removed from function components.*MuiPickers(FadeTransitionGroup|Slide)/s];

/** A demo that crashes on purpose (the error boundary's own test page) says so in a comment. */
const EXPECTED_TO_THROW = '(check:content: expected to throw)';

export async function renderDemoForCheck(file: string, productId: string): Promise<string[]> {
  if (fs.readFileSync(file, 'utf8').includes(EXPECTED_TO_THROW)) return [];
  const problems: string[] = [];
  const original = { error: console.error, warn: console.warn };
  const collect = (...parts: unknown[]) => {
    const message = parts.map(String).join(' ');
    if (!LIBRARY_WARNINGS.some((pattern) => pattern.test(message))) problems.push(`console: ${message.split('\n')[0]}`);
  };
  console.error = collect;
  console.warn = collect;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const Demo = (require(file) as { default?: React.ComponentType }).default;
    if (typeof Demo !== 'function' && typeof Demo !== 'object') return ['has no default export of a component'];
    const demo = <Demo />;
    renderToString(
      <CacheProvider value={createCache({ key: 'check' })}>
        {getDemoTheme(productId) === 'joy' ? <JoyDemoTheme styleSheets={false}>{demo}</JoyDemoTheme> : <MaterialDemoTheme direction="ltr">{demo}</MaterialDemoTheme>}
      </CacheProvider>,
    );
  } catch (error) {
    problems.push(`throws on the server: ${(error as Error).message?.split('\n')[0] ?? error}`);
  } finally {
    console.error = original.error;
    console.warn = original.warn;
  }
  return problems;
}
