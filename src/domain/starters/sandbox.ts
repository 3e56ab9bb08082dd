import { getDemoTheme, type DemoTheme } from '../demo/types';
import type { SandboxDemo } from '../sandbox';
import type { Starter } from './catalog';

/** The modules of a starter's folder that are its source: TypeScript and TSX files. */
export const STARTER_SOURCE_FILE_PATTERN = /^[A-Za-z]\w*\.tsx?$/;

export interface StarterSourceFile {
  /** File name in the starter's folder: `Checkout.tsx`, `AddressForm.tsx`. */
  name: string;
  raw: string;
  /** The code highlighted at build time (HTML of the code's tokens). */
  html: string;
}

/** What a starter page fetches when the reader opens its source or a sandbox (written by the build). */
export interface StarterSource {
  files: StarterSourceFile[];
  sandbox: { dependencies: Record<string, string>; devDependencies: Record<string, string> };
}

/**
 * The sandbox's `Demo.tsx`: the starter inside the theme the site renders it with, so it looks the same in the
 * sandbox. Material UI: the default theme with CSS variables and both colour schemes, and CssBaseline. Joy UI: the
 * sandbox's entry file already renders everything in Joy's CssVarsProvider (src/domain/sandbox/entry.ts), so only
 * Joy's CssBaseline.
 */
const WRAPPERS: Record<DemoTheme, (component: string) => string[]> = {
  material: (component) => [
    "import * as React from 'react';",
    "import CssBaseline from '@mui/material/CssBaseline';",
    "import { createTheme, ThemeProvider } from '@mui/material/styles';",
    `import ${component} from './${component}';`,
    '',
    "const theme = createTheme({ cssVariables: { colorSchemeSelector: 'class' }, colorSchemes: { light: true, dark: true } });",
    '',
    'export default function Demo() {',
    '  return (',
    '    <ThemeProvider theme={theme}>',
    '      <CssBaseline enableColorScheme />',
    `      <${component} />`,
    '    </ThemeProvider>',
    '  );',
    '}',
    '',
  ],
  joy: (component) => [
    "import * as React from 'react';",
    "import CssBaseline from '@mui/joy/CssBaseline';",
    `import ${component} from './${component}';`,
    '',
    'export default function Demo() {',
    '  return (',
    '    <React.Fragment>',
    '      <CssBaseline />',
    `      <${component} />`,
    '    </React.Fragment>',
    '  );',
    '}',
    '',
  ],
};

export function starterSandboxWrapper(starter: Pick<Starter, 'productId' | 'component'>): string {
  return WRAPPERS[getDemoTheme(starter.productId)](starter.component).join('\n');
}

/** Extra files the sandbox needs besides the starter's own (the wrapper), by path. */
export function starterSandboxFiles(starter: Pick<Starter, 'productId' | 'slug' | 'component'>, files: ReadonlyArray<{ name: string }>): Record<string, string> {
  if (files.some((f) => f.name === 'Demo.tsx')) {
    throw new Error(`Starter "${starter.productId}/${starter.slug}" has a Demo.tsx, the name of the sandbox's entry module: rename it.`);
  }
  return { 'Demo.tsx': starterSandboxWrapper(starter) };
}

/**
 * The sandbox description of a starter: the wrapper as the demo, the starter's files as its local modules, under its
 * product (which decides the sandbox's entry file and the provider package it pins).
 */
export function starterSandboxDemo(starter: Starter, source: StarterSource, { language, sourceUrl }: { language: string; sourceUrl: string }): SandboxDemo {
  return {
    demoName: starter.component,
    title: `${starter.title} template — ${starter.productName}`,
    description: sourceUrl,
    language,
    productId: starter.productId,
    codeVariant: 'TS',
    codeStyling: 'MUI System',
    code: starterSandboxWrapper(starter),
    relativeModules: source.files.map((file) => ({ path: `./${file.name}`, code: file.raw })),
    ...source.sandbox,
  };
}
