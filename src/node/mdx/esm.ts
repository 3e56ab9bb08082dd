/**
 * unified and remark are ESM-only, and Gatsby compiles gatsby-node to CommonJS,
 * which would turn a plain import() into require(). Function keeps it a real import.
 * The source is unique per module instance: Node caches compiled functions by source text, and under
 * Jest a cached one would keep the first test file's (torn-down) module loader (jestjs/jest#10944).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- callers without a type argument get the module untyped
export const importEsm = new Function('specifier', `return import(specifier) /* ${process.hrtime.bigint()} */`) as <T = any>(specifier: string) => Promise<T>;
