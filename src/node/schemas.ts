import { z } from 'zod';
import { getProductTraits, isProductId, PRODUCT_IDS } from '../domain/products';
import { productOwnsUrl } from '../domain/routing';
import { NAV_ICONS, PLANS, type SidebarPage } from '../domain/sidebar';

const internalOrExternal = z
  .string()
  .min(1)
  .refine((p) => /^https:\/\//.test(p) || (p.startsWith('/') && (p === '/' || !p.endsWith('/'))), {
    message: 'must be an https:// URL or an internal path starting with "/" and without a trailing slash',
  });

export const sidebarPageSchema: z.ZodType<SidebarPage> = z.lazy(() =>
  z
    .object({
      pathname: internalOrExternal,
      title: z.string().min(1).optional(),
      subheader: z.string().min(1).optional(),
      children: z.array(sidebarPageSchema).optional(),
      plan: z.enum(PLANS).optional(),
      newFeature: z.boolean().optional(),
      planned: z.boolean().optional(),
      unstable: z.boolean().optional(),
      beta: z.boolean().optional(),
      legacy: z.boolean().optional(),
      deprecated: z.boolean().optional(),
      icon: z.enum(NAV_ICONS).optional(),
      linkProps: z.record(z.string()).optional(),
      inSideNav: z.boolean().optional(),
      generated: z.literal('api').optional(),
    })
    .strict()
    .refine((p) => !p.subheader || (p.children && p.children.length > 0), {
      message: 'an entry with "subheader" must have "children"',
    }),
);

export const sidebarFileSchema = z.array(sidebarPageSchema).min(1);

const versionSchema = z.union([
  z.object({ current: z.literal(true), package: z.string().min(1), href: z.string().min(1) }).strict(),
  z.object({ current: z.literal(true), text: z.string().min(1), href: z.string().min(1) }).strict(),
  z.object({ text: z.string().min(1), href: z.string().min(1) }).strict(),
]);

export const productFileSchema = z
  .object({
    id: z.string().refine(isProductId, {
      message: `is not a known product (known: ${PRODUCT_IDS.join(', ')}); a new product also needs its entry in src/domain/products.ts`,
    }),
    name: z.string().min(1),
    order: z.number().int(),
    description: z.string().min(1),
    basePath: z.string().regex(/^(\/[a-z0-9-]+)*$/, 'use "" or "/segment/segment" without a trailing slash'),
    landing: z.string().startsWith('/'),
    logo: z.string().startsWith('/'),
    versions: z.array(versionSchema).refine((v) => v.filter((x) => 'current' in x).length === 1, {
      message: 'exactly one version must have "current": true',
    }),
    /** The product's API reference, generated from the package's declarations (src/node/reference/). */
    api: z
      .object({
        package: z.string().min(1),
        path: z.string().regex(/^(\/[a-z0-9-]+)+$/, 'use "/segment/segment" without a trailing slash'),
        hooks: z.boolean().optional(),
        title: z.string().min(1),
        description: z.string().min(1),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((p) => !p.api || productOwnsUrl(p.id, getProductTraits(p.id).category, p.api.path), {
    message: "api.path must be in the product's URL space (its basePath), or under /x/ for an MUI X product",
    path: ['api', 'path'],
  });
export type ProductFile = z.infer<typeof productFileSchema>;

export const frontmatterSchema = z
  .object({
    title: z.string().trim().min(1),
    description: z.string().trim().min(1),
  })
  .strict();
export type Frontmatter = z.infer<typeof frontmatterSchema>;

const FIXES: Record<string, string> = {
  invalid_type: 'give it the expected type',
  unrecognized_keys: 'remove it or check its spelling',
  invalid_enum_value: 'use one of the allowed values',
};

/** Turns schema issues into one readable line each: file, field, problem, fix. */
export function formatIssues(file: string, error: z.ZodError): string {
  const lines = error.issues.map((issue) => {
    const field = issue.path.length
      ? issue.path
          .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
          .join('')
          .replace(/^\./, '')
      : '(root)';
    const keys = issue.code === 'unrecognized_keys' ? ` (${issue.keys.join(', ')})` : '';
    const missing = issue.code === 'invalid_type' && issue.received === 'undefined';
    const fix = missing ? ' Fix: add this field.' : FIXES[issue.code] ? ` Fix: ${FIXES[issue.code]}.` : '';
    return `  - ${field}: ${issue.message}${keys}.${fix}`;
  });
  return `${file} is invalid:\n${lines.join('\n')}`;
}

/** Parses JSON and reports the line of a syntax error. */
export function parseJsonFile(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    const line = position ? text.slice(0, Number(position[1])).split('\n').length : undefined;
    throw new Error(`${file}${line ? `:${line}` : ''} is not valid JSON: ${message}. Fix: check commas, quotes and brackets near that line.`);
  }
}
