/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { contentHash, isOtherVersion, writeHashedFile } from './hashedFiles';

const h = (content: string) => contentHash(content);

test.each([
  ['another hash of the same prefix', `nav.${h('a')}.json`, `nav.${h('b')}.json`, true],
  ['a version hashed to another length', `nav.${h('a').slice(0, 12)}.json`, `nav.${h('b')}.json`, true],
  ['the file itself', `nav.${h('a')}.json`, `nav.${h('a')}.json`, false],
  ['a longer prefix sharing its start', `en-names.${h('a')}.json`, `en.${h('b')}.json`, false],
  ['another extension', `shell.${h('a')}.css`, `shell.${h('b')}.json`, false],
  ['a file without a hash', 'en.json', `en.${h('b')}.json`, false],
  ['a prefix with regex characters', `a+b.${h('a')}.json`, `a+b.${h('b')}.json`, true],
])('isOtherVersion: %s', (_name, name, current, expected) => {
  expect(isOtherVersion(name, current)).toBe(expected);
});

test('writing a new version removes the older ones of that name only, and returns the URL', () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashed-'));
  const first = writeHashedFile({ folder: 'nav', prefix: 'joy-ui', extension: 'json', content: '{"v":1}' }, publicDir);
  const other = writeHashedFile({ folder: 'nav', prefix: 'joy-ui-extra', extension: 'json', content: '{}' }, publicDir);
  fs.writeFileSync(path.join(publicDir, 'nav', 'joy-ui.json'), 'not hashed');
  const second = writeHashedFile({ folder: 'nav', prefix: 'joy-ui', extension: 'json', content: '{"v":2}' }, publicDir);
  expect(first).toMatch(/^\/nav\/joy-ui\.[0-9a-f]{16}\.json$/);
  expect(second).not.toBe(first);
  expect(fs.readdirSync(path.join(publicDir, 'nav')).sort()).toEqual([path.basename(other), 'joy-ui.json', path.basename(second)].sort());
  expect(fs.readFileSync(path.join(publicDir, second), 'utf8')).toBe('{"v":2}');
  // The same content again is the same URL, and nothing is rewritten.
  expect(writeHashedFile({ folder: 'nav', prefix: 'joy-ui', extension: 'json', content: '{"v":2}' }, publicDir)).toBe(second);
});

test("the server renderer's style sheets keep their other versions: pages a warm build did not re-render still link them", () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashed-'));
  const sheet = (content: string) => writeHashedFile({ folder: 'styles', prefix: 'shell', extension: 'css', content, keepOtherVersions: true }, publicDir);
  const first = sheet('a{color:red}');
  const second = sheet('a{color:blue}');
  expect(second).not.toBe(first);
  expect(fs.readdirSync(path.join(publicDir, 'styles')).sort()).toEqual([path.basename(first), path.basename(second)].sort());
});
