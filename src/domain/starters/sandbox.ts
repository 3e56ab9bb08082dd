import type { SandboxDemo } from '../sandbox';
import type { StarterInfo } from './catalog';

/** The modules of a template's folder that are its source: TypeScript and TSX files. */
export const STARTER_SOURCE_FILE_PATTERN = /^[A-Za-z]\w*\.tsx?$/;

export interface StarterSourceFile {
  /** File name in the template's folder: `Checkout.tsx`, `AddressForm.tsx`. */
  name: string;
  raw: string;
  /** The code highlighted at build time (HTML of the code's tokens). */
  html: string;
}

/** What a template page fetches when the reader opens its source or a sandbox (written by the build). */
export interface StarterSource {
  files: StarterSourceFile[];
  sandbox: { dependencies: Record<string, string>; devDependencies: Record<string, string> };
}

/**
 * The sandbox's `Demo.tsx`: the template inside the theme the site renders it with (Material UI's default theme,
 * CSS variables, light and dark schemes) and CssBaseline, so it looks the same in the sandbox.
 */
export function starterSandboxWrapper(info: StarterInfo): string {
  return [
    "import * as React from 'react';",
    "import CssBaseline from '@mui/material/CssBaseline';",
    "import { createTheme, ThemeProvider } from '@mui/material/styles';",
    `import ${info.component} from './${info.component}';`,
    '',
    "const theme = createTheme({ cssVariables: { colorSchemeSelector: 'class' }, colorSchemes: { light: true, dark: true } });",
    '',
    'export default function Demo() {',
    '  return (',
    '    <ThemeProvider theme={theme}>',
    '      <CssBaseline enableColorScheme />',
    `      <${info.component} />`,
    '    </ThemeProvider>',
    '  );',
    '}',
    '',
  ].join('\n');
}

/** Extra files the sandbox needs besides the template's own (the wrapper), by path. */
export function starterSandboxFiles(info: StarterInfo, files: ReadonlyArray<{ name: string }>): Record<string, string> {
  if (files.some((f) => f.name === 'Demo.tsx')) throw new Error(`Template "${info.slug}" has a Demo.tsx, the name of the sandbox's entry module: rename it.`);
  return { 'Demo.tsx': starterSandboxWrapper(info) };
}

/** The sandbox description of a template: the wrapper as the demo, the template's files as its local modules. */
export function starterSandboxDemo(info: StarterInfo, source: StarterSource, { language, sourceUrl }: { language: string; sourceUrl: string }): SandboxDemo {
  return {
    demoName: info.component,
    title: `${info.title} template — Material UI`,
    description: sourceUrl,
    language,
    productId: 'material-ui',
    codeVariant: 'TS',
    codeStyling: 'MUI System',
    code: starterSandboxWrapper(info),
    relativeModules: source.files.map((file) => ({ path: `./${file.name}`, code: file.raw })),
    ...source.sandbox,
  };
}
