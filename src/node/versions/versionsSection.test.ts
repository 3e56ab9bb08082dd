import fs from 'fs';
import os from 'os';
import path from 'path';
import { readReleaseData, RELEASE_DATA_FILE } from './versionsSection';

function withData(text: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-'));
  fs.mkdirSync(path.join(root, path.dirname(RELEASE_DATA_FILE)), { recursive: true });
  fs.writeFileSync(path.join(root, RELEASE_DATA_FILE), text);
  return root;
}

test('the committed release data is valid', () => {
  expect(Object.keys(readReleaseData(process.cwd()).products)).toContain('material-ui');
});

test.each([
  ['not JSON', '{', /content\/docs\/versions\.json/],
  ['a release-notes URL without {version}', JSON.stringify({ products: { 'material-ui': { releaseNotes: 'https://x.test/notes' } } }), /must contain \{version\}/],
  ['an unknown status', JSON.stringify({ products: { 'material-ui': { releaseNotes: 'https://x.test/{version}', earlier: { v5: { status: 'old' } } } } }), /status/],
  ['an unknown field', JSON.stringify({ products: {}, extra: 1 }), /extra/],
])('bad release data fails naming the file: %s', (_, text, message) => {
  expect(() => readReleaseData(withData(text))).toThrow(message);
});
