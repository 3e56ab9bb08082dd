/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { CARD_FOLDER } from '../../domain/agents';
import { createCardPlan, type CardInputs } from './cardInputs';
import { createCardRenderer } from './renderCard';
import { writeCards } from './writeCards';

const project = process.cwd();
let root: string;
let publicDir: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-'));
  publicDir = path.join(root, 'public');
  // The renderer reads its code's digest from src/, the fonts from node_modules and the logos from static/.
  for (const folder of ['src', 'node_modules', 'static']) fs.symlinkSync(path.join(project, folder), path.join(root, folder), 'dir');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const card = (title: string): CardInputs => ({ title, product: 'Material UI', logo: '/logos/material-ui.svg', site: 'MUI docs', host: 'docs.example' });

function plan(titles: string[]): Map<string, CardInputs> {
  const cards = createCardPlan(root);
  const byFile = new Map<string, CardInputs>();
  for (const title of titles) byFile.set(path.basename(cards.add(card(title))), card(title));
  cards.save();
  return byFile;
}

test('every planned card is rendered once, several at a time, each into its own file; the next build reuses them all', async () => {
  const titles = ['Button', 'Text Field', 'Autocomplete', 'Data Grid', 'Date Picker', 'Tree View'];
  const files = plan(titles);

  expect(await writeCards(root, publicDir)).toEqual({ cards: 6, rendered: 6, reused: 0, bytes: expect.any(Number) });
  const renderer = await createCardRenderer(root);
  for (const [file, inputs] of files) {
    const written = fs.readFileSync(path.join(publicDir, CARD_FOLDER, file));
    expect(await sharp(written).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // The file named by a card's digest holds that card (rendered alone here), not another one rendered beside it.
    expect(written.equals(await renderer.render(inputs))).toBe(true);
  }

  expect(await writeCards(root, publicDir)).toEqual({ cards: 6, rendered: 0, reused: 6, bytes: expect.any(Number) });
});

test('cards no page links any more leave public/cards; the cache keeps them', async () => {
  plan(['Button', 'Text Field', 'Autocomplete']);
  await writeCards(root, publicDir);
  const kept = plan(['Button']);
  expect(await writeCards(root, publicDir)).toMatchObject({ cards: 1, rendered: 0, reused: 1 });
  expect(fs.readdirSync(path.join(publicDir, CARD_FOLDER))).toEqual([...kept.keys()]);
});
