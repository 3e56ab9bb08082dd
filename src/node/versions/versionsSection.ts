import fs from 'fs';
import path from 'path';
import { z } from 'zod';
import type { Translate } from '../../domain/i18n';
import type { Language } from '../../domain/languages';
import { el, markupLabels, text, type BodySegment, type HastElement } from '../../domain/markdown';
import type { TocItem } from '../../domain/toc';
import { versionRows, type ProductVersions, type ReleaseData, type VersionRow } from '../../domain/versions/table';
import type { ToHtml } from '../mdx/renderBody';
import { renderBody } from '../mdx/renderBody';
import { formatIssues, parseJsonFile } from '../schemas';
import { VERSION_LABELS } from './labels';

/** The page that shows the table, and the release data it is made from. */
export const VERSIONS_PATHNAME = '/versions';
export const RELEASE_DATA_FILE = path.join('content', 'docs', 'versions.json');
export const VERSIONS_HEADING_ID = 'released-versions';

const releaseDataSchema = z
  .object({
    products: z.record(
      z
        .object({
          releaseNotes: z.string().url().includes('{version}', { message: 'must contain {version}' }),
          earlier: z.record(z.object({ status: z.enum(['maintenance', 'end-of-life']), releaseNotes: z.string().url().optional() }).strict()).optional(),
        })
        .strict(),
    ),
  })
  .strict();

export function readReleaseData(root: string): ReleaseData {
  const file = path.join(root, RELEASE_DATA_FILE);
  const result = releaseDataSchema.safeParse(parseJsonFile(RELEASE_DATA_FILE, fs.readFileSync(file, 'utf8')));
  if (!result.success) throw new Error(formatIssues(RELEASE_DATA_FILE, result.error));
  return result.data;
}

type Labels = (typeof VERSION_LABELS)['en'];
const STATUS_LABEL = { current: 'status_current', maintenance: 'status_maintenance', 'end-of-life': 'status_end_of_life' } as const;

function row(r: VersionRow, labels: Labels): HastElement {
  const status = labels[STATUS_LABEL[r.status]];
  return el('tr', r.status === 'current' ? { dataCurrent: '' } : {}, [
    el('td', {}, [text(r.product)]),
    el('td', {}, [
      el('strong', {}, [text(r.version)]),
      ...(r.installed ? [el('br', {}, []), el('span', { className: ['MuiVersions-installed'] }, [text(`${labels.installed}: ${r.installed}`)])] : []),
    ]),
    el('td', {}, [text(status)]),
    el('td', {}, [el('a', { href: r.docs }, [text(labels.documentation)])]),
    el('td', {}, r.releaseNotes ? [el('a', { href: r.releaseNotes }, [text(labels.releaseNotes)])] : [text('—')]),
  ]);
}

/** The generated "Released versions" section of /versions/ in one language: its body parts and its ToC entry. */
export function versionsSection(rows: VersionRow[], language: Language, t: Translate, toHtml: ToHtml): { body: BodySegment[]; toc: TocItem } {
  const labels = VERSION_LABELS[language];
  const title = labels.title;
  const heading = el('h2', { id: VERSIONS_HEADING_ID }, [text(title)]);
  const head = el('thead', {}, [
    el(
      'tr',
      {},
      [labels.product, labels.version, labels.status, labels.documentation, labels.releaseNotes].map((label) => el('th', { scope: 'col' }, [text(label)])),
    ),
  ]);
  const table = el('table', {}, [
    head,
    el(
      'tbody',
      {},
      rows.map((r) => row(r, labels)),
    ),
  ]);
  const body = renderBody({ type: 'root', children: [heading, el('p', {}, [text(labels.intro)]), table] }, language, markupLabels(t), toHtml);
  return { body, toc: { text: title, hash: VERSIONS_HEADING_ID, level: 2, children: [] } };
}

/** The rows from every product's product.json and the release data. */
export function readVersionRows(root: string, products: ProductVersions[], resolve: (pkg: string) => string | undefined): VersionRow[] {
  return versionRows(products, readReleaseData(root), resolve, RELEASE_DATA_FILE);
}
