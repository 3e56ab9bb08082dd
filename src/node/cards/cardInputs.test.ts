/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { cardDigest, cardPlanFile, cardTitle, createCardPlan, rendererDigest, type CardInputs } from './cardInputs';

const inputs: CardInputs = { title: 'Button', product: 'Material UI', logo: '/logos/material-ui.svg', site: 'MUI docs', host: 'docs.example' };
const LOGO = Buffer.from('<svg>logo</svg>');

describe('the digest that names a card', () => {
  const digest = cardDigest(inputs, LOGO, 'renderer-1');

  test('is 16 hex digits, the same for the same inputs', () => {
    expect(digest).toMatch(/^[0-9a-f]{16}$/);
    expect(cardDigest({ ...inputs }, Buffer.from(LOGO), 'renderer-1')).toBe(digest);
  });

  test.each<[string, Partial<CardInputs>]>([
    ['the title', { title: 'Buttons' }],
    ['the product', { product: 'Joy UI' }],
    ['no product', { product: null }],
    ['the logo file', { logo: '/logos/joy-ui.svg' }],
    ['the site', { site: 'Docs' }],
    ['the host', { host: 'other.example' }],
  ])('changes with %s', (_, change) => {
    expect(cardDigest({ ...inputs, ...change }, LOGO, 'renderer-1')).not.toBe(digest);
  });

  test("changes with the logo's bytes and with the renderer (its code, its fonts)", () => {
    expect(cardDigest(inputs, Buffer.from('<svg>new logo</svg>'), 'renderer-1')).not.toBe(digest);
    expect(cardDigest(inputs, LOGO, 'renderer-2')).not.toBe(digest);
  });

  test('texts cannot run into each other ("a" + "bc" is not "ab" + "c")', () => {
    expect(cardDigest({ ...inputs, title: 'a', product: 'bc' }, LOGO, 'r')).not.toBe(cardDigest({ ...inputs, title: 'ab', product: 'c' }, LOGO, 'r'));
  });
});

test("the renderer's digest covers its source and its fonts", () => {
  expect(rendererDigest(process.cwd())).toMatch(/^[0-9a-f]{64}$/);
});

test('a title in a script the font lacks shows the original title', () => {
  expect(cardTitle('Dark mode', 'Dark mode')).toBe('Dark mode');
  expect(cardTitle('Überblick – “Start”', 'Overview')).toBe('Überblick – “Start”');
  expect(cardTitle('暗色模式', 'Dark mode')).toBe('Dark mode');
});

test('the plan names each card by its digest, shares identical cards and lists them for the build', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-'));
  fs.mkdirSync(path.join(root, 'static', 'logos'), { recursive: true });
  fs.writeFileSync(path.join(root, 'static', 'logos', 'material-ui.svg'), LOGO);
  for (const file of ['src/node/cards/renderCard.ts', 'src/node/cards/cardInputs.ts']) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), file);
  }
  fs.symlinkSync(path.join(process.cwd(), 'node_modules'), path.join(root, 'node_modules'));
  const plan = createCardPlan(root);
  const english = plan.add(inputs);
  // An untranslated page in another language: the same card.
  expect(plan.add({ ...inputs })).toBe(english);
  const other = plan.add({ ...inputs, title: 'Chip' });
  expect(english).toMatch(/^\/cards\/[0-9a-f]{16}\.png$/);
  expect(other).not.toBe(english);
  plan.save();
  const saved = JSON.parse(fs.readFileSync(cardPlanFile(root), 'utf8')) as Record<string, CardInputs>;
  expect(Object.keys(saved).sort()).toEqual([english, other].map((url) => path.basename(url, '.png')).sort());
  expect(saved[path.basename(english, '.png')]).toEqual(inputs);
  fs.rmSync(root, { recursive: true, force: true });
});
