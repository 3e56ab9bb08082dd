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

export async function writeCards(root: string, publicDir: string): Promise<CardsReport> {
  const planFile = cardPlanFile(root);
  if (!fs.existsSync(planFile)) return { cards: 0, rendered: 0, reused: 0, bytes: 0 };
  const plan = JSON.parse(fs.readFileSync(planFile, 'utf8')) as Record<string, CardInputs>;
  const cacheDir = cardCacheDir(root);
  const outDir = path.join(publicDir, CARD_FOLDER);
  fs.mkdirSync(outDir, { recursive: true });
  let renderer: Awaited<ReturnType<typeof createCardRenderer>> | null = null;
  const report: CardsReport = { cards: 0, rendered: 0, reused: 0, bytes: 0 };
  for (const [digest, inputs] of Object.entries(plan)) {
    const cached = path.join(cacheDir, `${digest}.png`);
    if (fs.existsSync(cached)) report.reused += 1;
    else {
      renderer ??= await createCardRenderer(root);
      fs.writeFileSync(cached, await renderer.render(inputs));
      report.rendered += 1;
    }
    const target = path.join(outDir, `${digest}.png`);
    if (!fs.existsSync(target)) fs.copyFileSync(cached, target);
    report.cards += 1;
    report.bytes += fs.statSync(target).size;
  }
  for (const name of fs.readdirSync(outDir))
    if (!Object.prototype.hasOwnProperty.call(plan, name.replace(/\.png$/, ''))) fs.rmSync(path.join(outDir, name), { force: true });
  return report;
}
