import fs from 'fs';
import path from 'path';
import type { Translate } from '../../domain/i18n';
import type { Language } from '../../domain/languages';
import { el, markupLabels, text, STARTER_GALLERY_CLASS, type BodySegment, type HastElement } from '../../domain/markdown';
import { STARTER_SCREENSHOT_SIZE, STARTER_SOURCE_HASH, starterPathname, starterScreenshotPath, type Starter } from '../../domain/starters';
import type { TocItem } from '../../domain/toc';
import { renderBody, type ToHtml } from '../mdx/renderBody';
import { GALLERY_LABELS } from './labels';
import { format } from '../../domain/i18n';

export const GALLERY_HEADING_ID = 'templates';

/** True when the preview image exists in static/ (made by `npm run screenshots:starters`). */
export const hasScreenshot = (root: string, url: string): boolean => fs.existsSync(path.join(root, 'static', url));

function card(info: Starter, labels: (typeof GALLERY_LABELS)['en'], withPreview: (url: string) => boolean): HastElement {
  const page = starterPathname(info);
  const image = (scheme: 'light' | 'dark') => {
    const src = starterScreenshotPath(info, scheme);
    return withPreview(src)
      ? [
          el(
            'img',
            {
              src,
              // Both informative: the page's scheme hides one of them (display: none), never both.
              alt: format(labels.previewAlt, { title: info.title }),
              width: STARTER_SCREENSHOT_SIZE.width,
              height: STARTER_SCREENSHOT_SIZE.height,
              loading: 'lazy',
              decoding: 'async',
              className: [scheme === 'light' ? STARTER_GALLERY_CLASS.light : STARTER_GALLERY_CLASS.dark],
            },
            [],
          ),
        ]
      : [];
  };
  return el('li', { className: [STARTER_GALLERY_CLASS.card] }, [
    // The image is a second way to the preview: kept out of the tab order and named by its alt text.
    el('a', { href: page, className: [STARTER_GALLERY_CLASS.preview], tabIndex: -1 }, [...image('light'), ...image('dark')]),
    el('h3', { id: info.slug }, [text(info.title)]),
    el('p', {}, [text(info.description)]),
    el('p', { className: [STARTER_GALLERY_CLASS.actions] }, [
      el('a', { href: page, dataGaEventCategory: 'templates', dataGaEventAction: 'live-preview', dataGaEventLabel: info.slug }, [text(labels.livePreview)]),
      el('a', { href: `${page}${STARTER_SOURCE_HASH}`, dataGaEventCategory: 'templates', dataGaEventAction: 'source-code', dataGaEventLabel: info.slug }, [
        text(labels.sourceCode),
      ]),
    ]),
  ]);
}

/** The generated gallery of a product's templates page in one language: a card per starter, and its ToC entries. */
export function gallerySection(
  templates: Starter[],
  language: Language,
  t: Translate,
  toHtml: ToHtml,
  withPreview: (url: string) => boolean,
): { body: BodySegment[]; toc: TocItem } {
  const labels = GALLERY_LABELS[language];
  const heading = el('h2', { id: GALLERY_HEADING_ID }, [text(labels.heading)]);
  const list = el(
    'ul',
    { className: [STARTER_GALLERY_CLASS.root] },
    templates.map((info) => card(info, labels, withPreview)),
  );
  const body = renderBody({ type: 'root', children: [heading, el('p', {}, [text(labels.intro)]), list] }, language, markupLabels(t), toHtml);
  return {
    body,
    toc: { text: labels.heading, hash: GALLERY_HEADING_ID, level: 2, children: templates.map((info) => ({ text: info.title, hash: info.slug, level: 3, children: [] })) },
  };
}
