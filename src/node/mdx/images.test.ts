/**
 * @jest-environment node
 */
// V8 caches identical `new Function` sources across test files, and the cached import() would
// belong to another file's torn-down environment: a source unique to this file avoids that.
jest.mock('./esm', () => ({ importEsm: new Function('specifier', 'return import(specifier) /* images.test */') }));
import fs from 'fs';
import os from 'os';
import path from 'path';
import { compileDoc } from './compileDoc';
import type { HastElement } from '../../domain/markdown';

let staticDir: string;
const loc = () => ({ file: 'content/p/docs/page.mdx', lineOffset: 4, staticDir });

/** A PNG header (signature and IHDR chunk): all image-size reads to know the dimensions. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'ascii');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
}

beforeAll(() => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-images-'));
  fs.mkdirSync(path.join(staticDir, 'images'));
  fs.writeFileSync(path.join(staticDir, 'images', 'dot.png'), pngHeader(30, 20));
  fs.writeFileSync(path.join(staticDir, 'images', 'my diagram.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"></svg>');
  fs.writeFileSync(path.join(staticDir, 'images', 'box.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 150"></svg>');
  fs.writeFileSync(path.join(staticDir, 'images', 'notes.png'), 'not an image');
});
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const imageOf = async (body: string) => {
  const { tree } = await compileDoc(body, loc());
  const paragraph = tree.children.find((n) => n.type === 'element') as HastElement;
  return paragraph.children.find((n) => n.type === 'element' && n.tagName === 'img') as HastElement;
};

test('an image gets its size from the file under static/, lazy loading and async decoding', async () => {
  const img = await imageOf('![A red dot](/images/dot.png "The dot")\n');
  expect(img.properties).toEqual({
    src: '/images/dot.png',
    alt: 'A red dot',
    title: 'The dot',
    width: 30,
    height: 20,
    loading: 'lazy',
    decoding: 'async',
  });
});

test.each([
  ['![Diagram](/images/my%20diagram.svg)\n', 640, 360],
  ['![Box](/images/box.svg)\n', 300, 150],
  ['![Dot][dot]\n\n[dot]: /images/dot.png\n', 30, 20],
  ['![Dot](/images/dot.png?v=2#x)\n', 30, 20],
])('SVG sizes, encoded names, references and query strings work: %j', async (body, width, height) => {
  expect((await imageOf(body)).properties).toMatchObject({ width, height, loading: 'lazy', decoding: 'async' });
});

test('a missing file fails with file:line, the path looked up and the fix', async () => {
  const error = compileDoc('Intro\n\n![Nothing](/images/nothing.png)\n', loc());
  await expect(error).rejects.toThrow('content/p/docs/page.mdx:7: Image "/images/nothing.png" was not found (looked up ');
  await expect(error).rejects.toThrow(`${path.join(staticDir, 'images', 'nothing.png')}). Fix: add the file at that path under static/, or correct the URL.`);
});

test.each([
  ['![](/images/dot.png)\n', /page\.mdx:5: Image "\/images\/dot\.png" has no alt text\. Fix: describe what the image shows/],
  ['![  ](/images/dot.png)\n', /has no alt text/],
  [
    '![Logo](https://example.com/logo.png)\n',
    /page\.mdx:5: Image "https:\/\/example\.com\/logo\.png" is remote; .*Fix: download it into static\/ \(e\.g\. static\/images\/logo\.png\)/,
  ],
  ['![Logo](http://example.com/a/logo.svg)\n', /is remote/],
  ['![Logo](//cdn.example.com/logo.png)\n', /is remote/],
  ['![Dot](images/dot.png)\n', /page\.mdx:5: Image "images\/dot\.png" is not a path under static\/\. Fix: .*"\/images\/dot\.png"/],
  ['![Up](/../secret.png)\n', /Image "\/\.\.\/secret\.png" was not found/],
  ['![Notes](/images/notes.png)\n', /page\.mdx:5: Image "\/images\/notes\.png" has no readable width and height/],
  ['![Logo][l]\n\n[l]: https://example.com/l.png\n', /page\.mdx:5: Image "https:\/\/example\.com\/l\.png" is remote/],
])('a bad image fails the build: %j', async (body, message) => {
  await expect(compileDoc(body, loc())).rejects.toThrow(message);
});
