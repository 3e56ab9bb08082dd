import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import { CARD_SIZE } from '../../domain/agents';
import { importEsm } from '../mdx/esm';
import { CARD_FONTS, type CardInputs } from './cardInputs';

/**
 * A social card (1200×630 PNG) drawn at build time in the site's brand: the product's logo and name, the page's title,
 * the site's name and host. satori lays it out and writes SVG (text as paths, in IBM Plex Sans from the self-hosted
 * @fontsource package: no network, no system font), sharp rasterises it to PNG. A flat
 * background keeps the file small (about 15 KB) without a palette quantizer, which tripled the time per card.
 * The colours are the brand's (src/theme/palette.ts: blueDark 800, blue 200 and 500, grey 300); build code does
 * not import the theme.
 */

interface SatoriNode {
  type: string;
  props: { style?: Record<string, unknown>; children?: SatoriNode[] | string; src?: string; width?: number; height?: number };
}
type Satori = (
  node: SatoriNode,
  options: { width: number; height: number; fonts: Array<{ name: string; data: Buffer; weight: number; style: 'normal' }> },
) => Promise<string>;

const h = (type: string, style: Record<string, unknown>, children?: SatoriNode[] | string, extra: Partial<SatoriNode['props']> = {}): SatoriNode => ({
  type,
  props: { style, ...(children === undefined ? {} : { children }), ...extra },
});

/** Long titles get a smaller size so they stay within three lines. */
export function titleSize(title: string): number {
  if (title.length <= 24) return 76;
  if (title.length <= 48) return 64;
  return 52;
}

const PADDING = { block: 64, inline: 80 } as const;
const BORDER = 12;
/** The width inside the card's padding. */
const CONTENT_WIDTH = CARD_SIZE.width - 2 * PADDING.inline;

export function cardTree(inputs: CardInputs, logo: string): SatoriNode {
  return h(
    'div',
    {
      // satori sizes the content box: the padding and the border come on top.
      width: CONTENT_WIDTH,
      height: CARD_SIZE.height - 2 * PADDING.block - BORDER,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: `${PADDING.block}px ${PADDING.inline}px`,
      borderBottom: `${BORDER}px solid hsl(210, 100%, 45%)`,
      backgroundColor: 'hsl(210, 14%, 9%)',
      color: '#ffffff',
      fontFamily: 'IBM Plex Sans',
    },
    [
      h('div', { display: 'flex', alignItems: 'center' }, [
        // A light tile: every product's logo reads on it, dark ones included.
        h('div', { display: 'flex', alignItems: 'center', justifyContent: 'center', width: 96, height: 96, borderRadius: 20, backgroundColor: 'hsl(210, 100%, 96%)' }, [
          h('img', { width: 64, height: 64 }, undefined, { src: logo, width: 64, height: 64 }),
        ]),
        h('div', { display: 'flex', marginLeft: 28, fontSize: 40, fontWeight: 600, color: 'hsl(210, 100%, 80%)' }, inputs.product ?? inputs.site),
      ]),
      h('div', { display: 'flex', width: CONTENT_WIDTH, fontSize: titleSize(inputs.title), fontWeight: 700, lineHeight: 1.15, letterSpacing: '-0.01em' }, inputs.title),
      h(
        'div',
        { display: 'flex', width: CONTENT_WIDTH, justifyContent: 'space-between', alignItems: 'center', fontSize: 28, fontWeight: 600, color: 'hsl(215, 15%, 75%)' },
        [h('div', { display: 'flex' }, inputs.site), h('div', { display: 'flex' }, inputs.host)],
      ),
    ],
  );
}

export interface CardRenderer {
  render(inputs: CardInputs): Promise<Buffer>;
}

/** Loads satori and the fonts once; each card then renders on its own. */
export async function createCardRenderer(root: string, staticDir = path.join(root, 'static')): Promise<CardRenderer> {
  const { default: satori } = (await importEsm('satori')) as { default: Satori };
  const fonts = CARD_FONTS.map((font) => ({
    name: 'IBM Plex Sans',
    data: fs.readFileSync(path.join(root, 'node_modules', font.file)),
    weight: font.weight,
    style: 'normal' as const,
  }));
  const logos = new Map<string, Promise<string>>();
  const logoOf = (logo: string) => {
    let data = logos.get(logo);
    if (!data) {
      // Rasterised once per logo at twice its drawn size: satori embeds it as an image.
      data = sharp(fs.readFileSync(path.join(staticDir, logo)), { density: 600 })
        .resize(144, 144, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer()
        .then((png) => `data:image/png;base64,${png.toString('base64')}`);
      logos.set(logo, data);
    }
    return data;
  };
  return {
    async render(inputs) {
      const svg = await satori(cardTree(inputs, await logoOf(inputs.logo)), { ...CARD_SIZE, fonts });
      return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
    },
  };
}
