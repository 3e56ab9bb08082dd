import * as React from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userProperties } from '../domain/analytics';
import type { ReaderNote } from '../domain/page/appLoading';
import { resolveRouteData, standaloneRouteInput } from '../domain/page/routeData';
import { AnalyticsProvider, usePageAnalytics } from './AnalyticsProvider';
import { CodePreferencesProvider, useCodePreferences } from './CodePreferencesProvider';
import { ThemeStateProvider } from './ThemeStateProvider';

const gtag = jest.fn();
beforeEach(() => {
  gtag.mockReset();
  window.gtag = gtag;
  window.docsAnalytics = { webVitalsRate: 0 };
});
afterEach(() => {
  delete window.gtag;
});

const route = (pathname: string, language: 'en' | 'zh' = 'en') =>
  resolveRouteData(standaloneRouteInput({ language, pathname, title: 'Button', description: 'd', translations: undefined }));

function Page({ pathname, language }: { pathname: string; language?: 'en' | 'zh' }) {
  usePageAnalytics(route(pathname, language));
  const { setCodeVariant } = useCodePreferences();
  return (
    <div>
      <button type="button" data-ga-event-category="header" data-ga-event-action="github">
        <span>GitHub</span>
      </button>
      <button type="button" data-ga-event-category="docs" data-ga-event-action="sampled" data-ga-event-split="0.1">
        Sampled
      </button>
      <button type="button" onClick={() => setCodeVariant('JS')}>
        JavaScript
      </button>
    </div>
  );
}

const renderPage = (pathname = '/material-ui/react-button', language?: 'en' | 'zh') => {
  window.history.replaceState(null, '', `${language === 'zh' ? '/zh' : ''}${pathname}/`);
  return render(
    <ThemeStateProvider>
      <CodePreferencesProvider>
        <AnalyticsProvider>
          <Page pathname={pathname} language={language} />
        </AnalyticsProvider>
      </CodePreferencesProvider>
    </ThemeStateProvider>,
  );
};
const calls = (kind: string, name?: string) => gtag.mock.calls.filter((c) => c[0] === kind && (name === undefined || c[1] === name));

test('useAnalytics outside its provider throws', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Page pathname="/x" />)).toThrow('useAnalytics must be used within an AnalyticsProvider.');
});

test('a page view on load: title, the path without its language prefix, product ids', () => {
  renderPage('/material-ui/react-button', 'zh');
  expect(calls('event', 'page_view')).toEqual([
    ['event', 'page_view', { page_title: 'Button', page_location: '/material-ui/react-button/', productId: 'material-ui', productCategoryId: 'core' }],
  ]);
});

test('another page sends another page view; re-rendering the same page does not', () => {
  const { rerender } = renderPage('/material-ui/react-button');
  const tree = (pathname: string) => (
    <ThemeStateProvider>
      <CodePreferencesProvider>
        <AnalyticsProvider>
          <Page pathname={pathname} />
        </AnalyticsProvider>
      </CodePreferencesProvider>
    </ThemeStateProvider>
  );
  rerender(tree('/material-ui/react-button'));
  expect(calls('event', 'page_view')).toHaveLength(1);
  window.history.replaceState(null, '', '/joy-ui/getting-started/');
  rerender(tree('/joy-ui/getting-started'));
  expect(calls('event', 'page_view').map((c) => c[2].page_location)).toEqual(['/material-ui/react-button/', '/joy-ui/getting-started/']);
});

test('no second page view when the page, read without the app, sent its own before the app started', () => {
  (window as ReaderNote).docsReaderPageView = '/material-ui/getting-started/';
  renderPage('/material-ui/getting-started');
  expect(calls('event', 'page_view')).toEqual([]);
  expect((window as ReaderNote).docsReaderPageView).toBeUndefined();
});

test('a click on a child of a marked element sends the marked element’s event', () => {
  renderPage();
  gtag.mockClear();
  fireEvent.click(screen.getByText('GitHub'));
  expect(gtag).toHaveBeenCalledWith('event', 'header', { eventAction: 'github', eventLabel: undefined });
});

test('a split of 0.1 drops the click when the draw is above it', () => {
  renderPage();
  const random = jest.spyOn(Math, 'random');
  random.mockReturnValue(0.5);
  fireEvent.click(screen.getByText('Sampled'));
  random.mockReturnValue(0.05);
  fireEvent.click(screen.getByText('Sampled'));
  random.mockRestore();
  expect(calls('event', 'docs')).toEqual([['event', 'docs', { eventAction: 'sampled', eventLabel: undefined }]]);
});

test('user properties are sent once after load and again when the code variant changes', async () => {
  renderPage('/material-ui/react-button', 'zh');
  const sent = () => calls('set', 'user_properties').map((c) => c[2]);
  await waitFor(() =>
    expect(sent()).toEqual([
      { codeVariant: 'TS', userLanguage: 'zh', devicePixelRatio: 1, colorSchemeOS: 'light', colorScheme: 'light', codeStylingVariant: 'MUI System' },
    ]),
  );
  act(() => fireEvent.click(screen.getByText('JavaScript')));
  await waitFor(() => expect(sent()).toHaveLength(2));
  expect(sent()[1]).toMatchObject({ codeVariant: 'JS' });
});

test('the properties a page read without the app set are not set again when the app starts; a change is', async () => {
  document.cookie = 'codeVariant=;path=/;max-age=0'; // an earlier test chose JavaScript
  (window as ReaderNote).docsReaderUserProperties = JSON.stringify(
    userProperties({ codeVariant: 'TS', userLanguage: 'zh', devicePixelRatio: 1, colorSchemeOS: 'light', colorScheme: 'light', codeStylingVariant: 'MUI System' }),
  );
  renderPage('/material-ui/react-button', 'zh');
  const sent = () => calls('set', 'user_properties').map((c) => c[2]);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sent()).toEqual([]);
  act(() => fireEvent.click(screen.getByText('JavaScript')));
  await waitFor(() => expect(sent()).toEqual([expect.objectContaining({ codeVariant: 'JS' })]));
  delete (window as ReaderNote).docsReaderUserProperties;
});

test('without a tag function nothing throws', () => {
  delete window.gtag;
  renderPage();
  expect(() => fireEvent.click(screen.getByText('GitHub'))).not.toThrow();
});
