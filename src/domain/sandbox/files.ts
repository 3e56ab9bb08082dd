import type { CodeStyling, CodeVariant } from '../preferences';
import { buildEntryFile } from './entry';
import { flattenRelativeImports, getModuleBaseName } from './flatten';
import { buildSandboxHtml } from './html';

export type SandboxTarget = 'codesandbox' | 'stackblitz';

export interface SandboxDemo {
  demoName: string;
  /** See getSandboxTitle. */
  title: string;
  /** The GitHub location of the demo source. */
  description: string;
  /** `<html lang>`: 'en' | 'zh'. */
  language: string;
  productId: string;
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  /** Raw source of the selected variant. */
  code: string;
  /** Local modules the demo imports, e.g. { path: './data.ts', code }; copied next to Demo. */
  relativeModules?: Array<{ path: string; code: string }>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/** Where each service expects the files: CodeSandbox runs real CRA (public/ + src/), StackBlitz a flat project. */
const LAYOUTS: Record<SandboxTarget, { html: string; sourceDir: string; withPackageJson: boolean }> = {
  codesandbox: { html: 'public/index.html', sourceDir: 'src/', withPackageJson: true },
  stackblitz: { html: 'index.html', sourceDir: '', withPackageJson: false },
};

const EXTENSION: Record<CodeVariant, string> = { TS: 'tsx', JS: 'js' };

/** The reference's compiler options: CRA's TypeScript defaults, with classic `jsx: react` (hence `import * as React`). */
const TSCONFIG_OPTIONS = {
  target: 'es5',
  lib: ['dom', 'dom.iterable', 'esnext'],
  allowJs: true,
  skipLibCheck: true,
  esModuleInterop: true,
  allowSyntheticDefaultImports: true,
  strict: true,
  forceConsistentCasingInFileNames: true,
  module: 'esnext',
  moduleResolution: 'node',
  resolveJsonModule: true,
  isolatedModules: true,
  noEmit: true,
  jsx: 'react',
};

export function getSandboxTitle(demoName: string, productName: string): string {
  return `${demoName} demo — ${productName}`;
}

/** The demo's entry file name for a language: `Demo.tsx` or `Demo.js`. */
export function getDemoFileName(codeVariant: CodeVariant): string {
  return `Demo.${EXTENSION[codeVariant]}`;
}

/** A local module's flat file name; TypeScript modules become `.js` in a JavaScript sandbox. */
function getModuleFileName(path: string, codeVariant: CodeVariant): string {
  const extension = path.match(/\.([a-zA-Z]+)$/)?.[1];
  const isScript = !extension || /^(tsx?|jsx?)$/.test(extension);
  return `${getModuleBaseName(path)}.${isScript ? (codeVariant === 'TS' ? (extension ?? 'tsx') : 'js') : extension}`;
}

/** CodeSandbox's package.json; an object because its define API accepts JSON content as-is. */
export function buildPackageJson(demo: SandboxDemo): Record<string, unknown> {
  const scripts = Object.fromEntries(['start', 'build', 'test', 'eject'].map((name) => [name, `react-scripts ${name}`]));
  return {
    description: demo.description,
    dependencies: demo.dependencies,
    devDependencies: demo.devDependencies,
    scripts,
    ...(demo.codeVariant === 'TS' ? { main: 'index.tsx' } : {}),
  };
}

function buildTsconfig(target: SandboxTarget): string {
  // `include: ["src"]` only fits CodeSandbox's layout; StackBlitz's files sit at the root (default include).
  const include = target === 'codesandbox' ? { include: ['src'] } : {};
  return `${JSON.stringify({ compilerOptions: TSCONFIG_OPTIONS, ...include }, null, 2)}\n`;
}

/** Every file of the sandbox project, path → content. */
export function buildSandboxFiles(demo: SandboxDemo, target: SandboxTarget): Record<string, string> {
  const { html, sourceDir, withPackageJson } = LAYOUTS[target];
  const modules = demo.relativeModules ?? [];
  const modulePaths = modules.map((module) => module.path);
  const allCode = [demo.code, ...modules.map((module) => module.code)].join('\n');
  const files: Record<string, string> = {
    [html]: buildSandboxHtml({
      title: demo.title,
      language: demo.language,
      codeStyling: demo.codeStyling,
      withTwoToneIcons: allCode.includes('material-icons-two-tone'),
    }),
    [`${sourceDir}index.${EXTENSION[demo.codeVariant]}`]: buildEntryFile(demo.productId, demo.codeVariant),
    [`${sourceDir}${getDemoFileName(demo.codeVariant)}`]: flattenRelativeImports(demo.code, modulePaths),
  };
  for (const module of modules) {
    const fileName = getModuleFileName(module.path, demo.codeVariant);
    files[`${sourceDir}${fileName}`] = flattenRelativeImports(module.code, modulePaths);
  }
  if (demo.codeVariant === 'TS') files['tsconfig.json'] = buildTsconfig(target);
  if (withPackageJson) files['package.json'] = `${JSON.stringify(buildPackageJson(demo), null, 2)}\n`;
  return files;
}
