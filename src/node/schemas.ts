import { z } from 'zod';
import { getProductTraits, isProductId, PRODUCT_IDS } from '../domain/products';
import { productOwnsUrl } from '../domain/routing';
import { NAV_ICONS, PLANS, type SidebarPage } from '../domain/sidebar';
import { nearestPathnames } from './checks/missingPages';

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

/** A type as the package exports it: `GridColDef`. */
const typeNameSchema = z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'must be the name of an exported type, as written in the package (GridColDef)');

/**
 * An entry of `api.interfaces`: the name of an interface or type alias the package exports (`"GridColDef"`), or, for
 * one only another plan's package exports, where it is (`{ "name": "GridAggregationFunction", "plan": "premium",
 * "package": "@mui/x-data-grid-premium" }`).
 */
const apiInterfaceSchema = z.union([typeNameSchema, z.object({ name: typeNameSchema, plan: z.enum(PLANS), package: z.string().min(1) }).strict()], {
  errorMap: () => ({
    message:
      'must be a type name ("GridColDef"), or { "name", "plan", "package" } for an interface only another plan\'s package exports (Fix: write one of these two forms)',
  }),
});
export type ApiInterfaceEntry = z.infer<typeof apiInterfaceSchema>;

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
        /** The interfaces and types that get a page too (`GridColDef`), in any order; checked against the exports by apiInterfacesSchema. */
        interfaces: z
          .array(apiInterfaceSchema)
          .superRefine((entries, ctx) => {
            const seen = new Set<string>();
            entries.forEach((entry, index) => {
              const name = typeof entry === 'string' ? entry : entry.name;
              if (seen.has(name)) ctx.addIssue({ code: 'custom', path: [index], message: `${name} is listed twice. Fix: remove one` });
              seen.add(name);
            });
          })
          .optional(),
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

/**
 * `api.interfaces` of a product.json against the types its package exports (known once the package is read:
 * src/node/reference/reference.ts): every plain name must be exported, and an entry that says another plan's
 * package exports it must not be exported by the documented package itself. Parse `{ api: { interfaces } }`.
 */
export function apiInterfacesSchema(packageName: string, exported: ReadonlySet<string>) {
  const entries = z.array(apiInterfaceSchema).superRefine((list, ctx) => {
    list.forEach((entry, index) => {
      if (typeof entry === 'string' && !exported.has(entry)) {
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: `${entry} is not an interface or type that ${packageName} exports (nearest: ${nearestPathnames(entry, exported).join(', ')}). Fix: correct the name, or, if only another plan's package exports it, write { "name": "${entry}", "plan": "premium", "package": "${packageName}-premium" }`,
        });
      }
      if (typeof entry !== 'string' && exported.has(entry.name)) {
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: `${entry.name} is exported by ${packageName} itself, not only by ${entry.package}. Fix: write "${entry.name}" alone`,
        });
      }
    });
  });
  return z.object({ api: z.object({ interfaces: entries.optional() }).passthrough() }).passthrough();
}

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
