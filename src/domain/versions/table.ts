import { format } from '../i18n/format';
/**
 * The /versions/ table, from content data: every product's versions (its product.json: the current one names
 * its package, whose installed version is shown) and the release data of content/docs/versions.json (each
 * product's release-notes URL for a version, the status and notes of its earlier versions).
 */

export type VersionStatus = 'current' | 'maintenance' | 'end-of-life';

export interface ProductVersions {
  productId: string;
  name: string;
  order: number;
  versions: Array<{ current?: true; package?: string; text?: string; href: string }>;
}

export interface ReleaseData {
  products: Record<
    string,
    {
      /** The current version's release notes; `{version}` is the installed version (6.1.2). */
      releaseNotes: string;
      earlier?: Record<string, { status: Exclude<VersionStatus, 'current'>; releaseNotes?: string }>;
    }
  >;
}

export interface VersionRow {
  productId: string;
  product: string;
  /** v6.1.2 for the current version, the product.json label (v5) for earlier ones. */
  version: string;
  /** The installed package of the current version (@mui/material 6.1.2). */
  installed: string | null;
  status: VersionStatus;
  docs: string;
  releaseNotes: string | null;
}

/**
 * One row per version of every product that names a package, in product order, the current version first.
 * Throws (naming the data file) when the release data names a product or version that does not exist, or a
 * product lacks its release data.
 */
export function versionRows(products: ProductVersions[], data: ReleaseData, resolve: (pkg: string) => string | undefined, file: string): VersionRow[] {
  const rows: VersionRow[] = [];
  const listed = products.filter((p) => p.versions.some((v) => v.current && v.package));
  for (const id of Object.keys(data.products)) {
    if (!listed.some((p) => p.productId === id))
      throw new Error(`${file}: "${id}" is not a product with a package version. Fix: use one of ${listed.map((p) => p.productId).join(', ')}.`);
  }
  for (const product of [...listed].sort((a, b) => a.order - b.order)) {
    const release = data.products[product.productId];
    if (!release) throw new Error(`${file}: no release data for "${product.productId}". Fix: add its "releaseNotes" URL.`);
    const labels = product.versions.filter((v) => !v.current).map((v) => v.text);
    for (const text of Object.keys(release.earlier ?? {})) {
      if (!labels.includes(text))
        throw new Error(`${file}: ${product.productId} has no version "${text}" in its product.json. Fix: use one of ${labels.join(', ') || '(none)'}.`);
    }
    for (const v of product.versions) {
      if (v.current && v.package) {
        const installed = resolve(v.package);
        if (!installed) throw new Error(`${file}: ${v.package} (current version of ${product.productId}) is not installed.`);
        rows.push({
          productId: product.productId,
          product: product.name,
          version: `v${installed}`,
          installed: `${v.package} ${installed}`,
          status: 'current',
          docs: v.href,
          releaseNotes: format(release.releaseNotes, { version: installed }),
        });
      } else if (!v.current && v.text) {
        const earlier = release.earlier?.[v.text];
        rows.push({
          productId: product.productId,
          product: product.name,
          version: v.text,
          installed: null,
          status: earlier?.status ?? 'end-of-life',
          docs: v.href,
          releaseNotes: earlier?.releaseNotes ?? null,
        });
      }
    }
  }
  return rows;
}
