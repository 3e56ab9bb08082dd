import { cacheControlFor, IMMUTABLE, REVALIDATE } from './cacheControl';

test.each([
  ['/index.html', REVALIDATE],
  ['/material-ui/react-button/index.html', REVALIDATE],
  ['/404.html', REVALIDATE],
  ['/page-data/material-ui/react-button/page-data.json', REVALIDATE],
  ['/page-data/app-data.json', REVALIDATE],
  ['/sw.js', REVALIDATE],
  ['/sitemap.xml', REVALIDATE],
  ['/favicon.svg', REVALIDATE],
  ['/images/x.svg', REVALIDATE],
  ['/data/error-codes.json', REVALIDATE],
  ['/chunk-map.json', REVALIDATE],
  ['/app-1a9df57f43c4e6e9f196.js.LICENSE.txt', REVALIDATE],
  ['/search/en.json', REVALIDATE],
  ['/static/ibm-plex-sans-latin-400-normal-3160b5c6767eb4c69c785b2b20ddf21a.woff2', IMMUTABLE],
  ['/app-1a9df57f43c4e6e9f196.js', IMMUTABLE],
  ['/webpack-runtime-aaecc722302285de21c1.js', IMMUTABLE],
  ['/component---src-templates-doc-page-tsx-d26b607262fd5b42d418.js', IMMUTABLE],
  ['/1097-6b2a931e4b4d8fc1578b.js', IMMUTABLE],
  ['/styles.bdfc67e2a9ab68852f4e.css', IMMUTABLE],
  ['/demos/759835bec569eef3c4c2/2848.js', IMMUTABLE],
  ['/styles/shell.608a58953adc3eda.css', IMMUTABLE],
  ['/styles/ibm-plex-sans.0123456789abcdef.woff2', IMMUTABLE],
  ['/nav/material-ui.d9171c7bc1036e22.json', IMMUTABLE],
  ['/search/en-names.499e63b5a9ca7c3f.json', IMMUTABLE],
  ['/search/zh-text.b1eac430700a0af7.json', IMMUTABLE],
  ['/starters/dashboard.0123456789abcdef.json', IMMUTABLE],
])('%s: %s', (file, expected) => {
  expect(cacheControlFor(file)).toBe(expected);
});
