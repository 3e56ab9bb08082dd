import fs from 'fs';
import path from 'path';
import { CARD_FOLDER } from '../../domain/agents';
import { cardCacheDir, cardPlanFile, type CardInputs } from './cardInputs';
import { createCardRenderer } from './renderCard';

/**
 * After the build: the cards the pages link (the plan createPages wrote), each rendered once into `.cache/docs-cards/`
 * under its digest and copied to `public/cards/`; cards no page links any more are removed from `public/cards/`.
 */
export interface CardsReport {
  cards: number;
  rendered: number;
  reused: number;
  bytes: number;
}

/** Cards rendered at once when the cache lacks them. */
const CARDS_IN_FLIGHT = 4;

export async function writeCards(root: string, publicDir: string): Promise<CardsReport> {
  const planFile = cardPlanFile(root);
  if (!fs.existsSync(planFile)) return { cards: 0, rendered: 0, reused: 0, bytes: 0 };
  const plan = JSON.parse(fs.readFileSync(planFile, 'utf8')) as Record<string, CardInputs>;
  const cacheDir = cardCacheDir(root);
  const outDir = path.join(publicDir, CARD_FOLDER);
  fs.mkdirSync(outDir, { recursive: true });
  const report: CardsReport = { cards: 0, rendered: 0, reused: 0, bytes: 0 };
  const missing = Object.entries(plan).filter(([digest]) => !fs.existsSync(path.join(cacheDir, `${digest}.png`)));
  if (missing.length > 0) {
    const renderer = await createCardRenderer(root);
    // A few cards at a time: sharp rasterises one on its own thread while satori lays out the next on this one
    // (64 ms a card one by one, 36 ms four at a time on two cores).
    let next = 0;
    const worker = async () => {
      while (next < missing.length) {
        const [digest, inputs] = missing[next++];
        fs.writeFileSync(path.join(cacheDir, `${digest}.png`), await renderer.render(inputs));
        report.rendered += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CARDS_IN_FLIGHT, missing.length) }, worker));
  }
  for (const digest of Object.keys(plan)) {
    const cached = path.join(cacheDir, `${digest}.png`);
    const target = path.join(outDir, `${digest}.png`);
    if (!fs.existsSync(target)) fs.copyFileSync(cached, target);
    report.cards += 1;
    report.bytes += fs.statSync(target).size;
  }
  report.reused = report.cards - report.rendered;
  for (const name of fs.readdirSync(outDir))
    if (!Object.prototype.hasOwnProperty.call(plan, name.replace(/\.png$/, ''))) fs.rmSync(path.join(outDir, name), { force: true });
  return report;
}
