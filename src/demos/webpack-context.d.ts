/** webpack's require.context, used by the demo registries (src/demos/LiveDemo.server.tsx and the registries in src/demos/registries/). */
interface WebpackContext {
  <T = unknown>(key: string): T;
  keys(): string[];
}
declare namespace NodeJS {
  interface Require {
    context(directory: string, useSubdirectories: boolean, regExp: RegExp, mode?: 'sync' | 'lazy'): WebpackContext;
  }
}
