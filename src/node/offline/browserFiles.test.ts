import { precachedScripts } from './browserFiles';

test('precachedScripts: the app, templates and lazy features; not demos, licences or other files', () => {
  const emitted = [
    'app-36249590f61625e2314c.js',
    'app-36249590f61625e2314c.js.LICENSE.txt',
    'component---src-templates-doc-page-tsx-4a91a21076b905acb189.js',
    '8740-22aaddc41095eef244cd.js',
    'styles.bdfc67e2a9ab68852f4e.css',
    'demos/5c89ecacccb63df6efd9/1034.js',
    'webpack.stats.json',
    'chunk-map.json',
  ];
  expect(precachedScripts(emitted)).toEqual([
    '/app-36249590f61625e2314c.js',
    '/component---src-templates-doc-page-tsx-4a91a21076b905acb189.js',
    '/8740-22aaddc41095eef244cd.js',
    '/styles.bdfc67e2a9ab68852f4e.css',
  ]);
});
