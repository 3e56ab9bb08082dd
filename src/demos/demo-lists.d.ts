/** The demo lists the build writes into .cache/docs-demo-lists/ (src/node/demos/demoLists.ts), resolved by webpack's alias. */
declare module 'docs-demo-lists/server' {
  /** A demo module by its key (`./<product>/docs/demos/<page>/<Name>.tsx`); throws for a key with no demo. */
  export function demoModule(key: string): { default: import('react').ComponentType<{ window?: () => Window }> };
}
declare module 'docs-demo-lists/*' {
  /** Loads a demo of the product by its path under the product's folder (`docs/demos/<page>/<Name>.tsx`). */
  export function importDemo(path: string): Promise<{ default: import('react').ComponentType<{ window?: () => Window }> }>;
}
