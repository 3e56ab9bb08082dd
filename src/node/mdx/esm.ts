/**
 * unified and remark are ESM-only, and Gatsby compiles gatsby-node to CommonJS,
 * which would turn a plain import() into require(). Function keeps it a real import.
 */
// eslint-disable-next-line @typescript-eslint/no-implied-eval
export const importEsm = new Function('specifier', 'return import(specifier)') as <T = any>(
  specifier: string,
) => Promise<T>;
