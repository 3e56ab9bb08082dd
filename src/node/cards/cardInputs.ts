import fs from 'fs';
import path from 'path';
import { cardUrl } from '../../domain/agents';
import { digestOf } from '../cache/pageDerived';

/**
 * What a page's social card shows, and the digest that names it (`/cards/<digest>.png`). The digest covers the card's
 * texts, the bytes of its logo and of the renderer (its source files and fonts): a warm build renders only the cards
 * whose inputs changed, pages with the same card share one file (an untranslated page in every language), and a
 * changed design gets new URLs, so sites that keep a card by its URL fetch the new one.
 */
export interface CardInputs {
  /** The page's title (the original's when a translation needs glyphs the card's font lacks). */
  title: string;
  /** The product's name, or null outside a product. */
  product: string | null;
  /** The logo, a file under `static/` (`/logos/material-ui.svg`). */
  logo: string;
  /** The site's name and host, at the bottom. */
  site: string;
  host: string;
}

/** What makes the renderer: its own files and the font files it draws with. */
export const CARD_RENDERER_FILES = ['src/node/cards/renderCard.ts', 'src/node/cards/cardInputs.ts'];
export const CARD_FONTS = [
  { weight: 600, file: '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-600-normal.woff' },
  { weight: 700, file: '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-700-normal.woff' },
  { weight: 700, file: '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-ext-700-normal.woff' },
] as const;

/** Letters the card's fonts draw (Latin, Latin Extended, punctuation, symbols): other scripts fall back to the original title. */
const CARD_FONT_COVERAGE = /^[\u0020-\u024f\u1e00-\u1eff\u2000-\u206f\u20a0-\u20cf\u2100-\u214f\u2190-\u21ff]*$/;

/** The title a card shows: the page's own, unless its script is one the card's font cannot draw. */
export function cardTitle(title: string, originalTitle: string): string {
  return CARD_FONT_COVERAGE.test(title) ? title : originalTitle;
}

/** The digest of the renderer: its files and fonts, read once per build. */
export function rendererDigest(root: string): string {
  const files = [...CARD_RENDERER_FILES.map((f) => path.join(root, f)), ...CARD_FONTS.map((f) => path.join(root, 'node_modules', f.file))];
  return digestOf(...files.map((file) => fs.readFileSync(file)));
}

/** A card's name: the digest of its inputs, its logo's bytes and the renderer's digest (16 hex digits). */
export function cardDigest(inputs: CardInputs, logoBytes: Buffer, renderer: string): string {
  return digestOf(JSON.stringify([inputs.title, inputs.product, inputs.logo, inputs.site, inputs.host]), logoBytes, renderer).slice(0, 16);
}

export interface CardPlan {
  /** The URL of the card with these inputs (`/cards/<digest>.png`), noted for rendering after the build. */
  add(inputs: CardInputs): string;
  /** Writes the list of cards the pages link (`.cache/docs-cards/plan.json`), read after the build (writeCards.ts). */
  save(): void;
}

export const cardCacheDir = (root: string) => path.join(root, '.cache', 'docs-cards');
export const cardPlanFile = (root: string) => path.join(cardCacheDir(root), 'plan.json');

/** The cards of this build, planned while the pages are created (their URLs go into the pages' heads). */
export function createCardPlan(root: string, staticDir = path.join(root, 'static')): CardPlan {
  const renderer = rendererDigest(root);
  const logos = new Map<string, Buffer>();
  const cards = new Map<string, CardInputs>();
  const logoBytes = (logo: string) => {
    let bytes = logos.get(logo);
    if (!bytes) {
      bytes = fs.readFileSync(path.join(staticDir, logo));
      logos.set(logo, bytes);
    }
    return bytes;
  };
  return {
    add(inputs) {
      const digest = cardDigest(inputs, logoBytes(inputs.logo), renderer);
      cards.set(digest, inputs);
      return cardUrl(digest);
    },
    save() {
      fs.mkdirSync(cardCacheDir(root), { recursive: true });
      fs.writeFileSync(cardPlanFile(root), JSON.stringify(Object.fromEntries([...cards].sort(([a], [b]) => a.localeCompare(b)))));
    },
  };
}
