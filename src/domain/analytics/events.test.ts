import { buildGtagBootstrap, clickEvent, pageViewEvent, reportsWebVitals, userProperties, webVitalEvent } from './events';

const click = (split: string | null, label: string | null = 'sidenav') => ({ category: 'store', action: 'click', label, split });

test('a click sends its category as the event name with action and label', () => {
  expect(clickEvent(click(null), 0.99)).toEqual({ name: 'store', params: { eventAction: 'click', eventLabel: 'sidenav' } });
  expect(clickEvent({ category: 'header', action: 'github', label: null, split: null }, 0.5)).toEqual({
    name: 'header',
    params: { eventAction: 'github', eventLabel: undefined },
  });
});

test.each([
  ['0.1', 0.05, true],
  ['0.1', 0.1, true],
  ['0.1', 0.11, false],
  ['0.5', 0.9, false],
  ['1', 0.999, true],
  // Not a ratio, or zero: no sampling.
  ['0', 0.999, true],
  ['', 0.999, true],
  ['abc', 0.999, true],
])('split %j with random %d: sent %s', (split, random, sent) => {
  expect(clickEvent(click(split), random) !== null).toBe(sent);
});

test('page_view: title, the location without the language prefix, product ids', () => {
  expect(pageViewEvent({ title: 'Button - Material UI', pathname: '/zh/material-ui/react-button/', productId: 'material-ui', productCategoryId: 'core' })).toEqual({
    name: 'page_view',
    params: { page_title: 'Button - Material UI', page_location: '/material-ui/react-button/', productId: 'material-ui', productCategoryId: 'core' },
  });
  expect(pageViewEvent({ title: 'MUI', pathname: '/', productId: null, productCategoryId: null }).params).toEqual({
    page_title: 'MUI',
    page_location: '/',
    productId: undefined,
    productCategoryId: undefined,
  });
});

test('user properties round the pixel ratio to one decimal', () => {
  const properties = userProperties({
    codeVariant: 'JS',
    userLanguage: 'zh',
    devicePixelRatio: 2.625,
    colorSchemeOS: 'dark',
    colorScheme: 'light',
    codeStylingVariant: 'Tailwind',
  });
  expect(properties).toEqual({
    codeVariant: 'JS',
    userLanguage: 'zh',
    devicePixelRatio: 2.6,
    colorSchemeOS: 'dark',
    colorScheme: 'light',
    codeStylingVariant: 'Tailwind',
  });
  // One key order however the input was written: serialized, equal properties are equal strings.
  const reordered = userProperties({
    codeStylingVariant: 'Tailwind',
    colorScheme: 'light',
    colorSchemeOS: 'dark',
    devicePixelRatio: 2.625,
    userLanguage: 'zh',
    codeVariant: 'JS',
  });
  expect(JSON.stringify(reordered)).toBe(JSON.stringify(properties));
});

test('a web vital is an event named after the metric, with value, delta, label and id', () => {
  expect(webVitalEvent({ name: 'LCP', value: 1234.5, delta: 1234.5, id: 'v4-1' })).toEqual({
    name: 'LCP',
    params: { value: 1234.5, metric_label: 'Web Vitals', metric_value: 1234.5, metric_delta: 1234.5, metric_id: 'v4-1' },
  });
});

test('web vitals sampling: below the rate reports', () => {
  expect(reportsWebVitals(0.00005, 0.0001)).toBe(true);
  expect(reportsWebVitals(0.0001, 0.0001)).toBe(false);
  expect(reportsWebVitals(0.999999, 1)).toBe(true);
  expect(reportsWebVitals(0, 0)).toBe(false);
});

test('the gtag bootstrap always queues; it configures the tag only with a measurement id', () => {
  const run = (script: string) => {
    const window: { dataLayer?: IArguments[]; gtag?: (...args: unknown[]) => void } = {};
    new Function('window', script)(window);
    return window;
  };
  const plain = run(buildGtagBootstrap(null));
  expect(plain.dataLayer).toEqual([]);
  plain.gtag!('event', 'x', { a: 1 });
  expect([...plain.dataLayer![0]]).toEqual(['event', 'x', { a: 1 }]);
  const configured = run(buildGtagBootstrap('G-TEST"1'));
  expect(configured.dataLayer!.map((args) => [...args][0])).toEqual(['js', 'config']);
  expect([...configured.dataLayer![1]]).toEqual(['config', 'G-TEST"1', { send_page_view: false }]);
});
