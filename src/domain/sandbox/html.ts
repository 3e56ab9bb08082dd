import type { CodeStyling } from '../preferences';
import { escapeHtml } from '../html';

export interface SandboxHtmlOptions {
  title: string;
  /** `<html lang>`: the docs language the demo was opened from. */
  language: string;
  codeStyling: CodeStyling;
  /** True when the demo uses the `material-icons-two-tone` font class. */
  withTwoToneIcons: boolean;
}

const ROBOTO_URL = 'https://fonts.googleapis.com/css2?family=Roboto:wght@300;400;500;700&display=swap';
const ICONS_URL = 'https://fonts.googleapis.com/icon?family=Material+Icons';

/**
 * The theme extensions the Tailwind demos' custom classes rely on (shadow-outline-purple,
 * animate-appear, min-w-listbox, …): the CDN build has no access to the docs' tailwind config.
 */
const TAILWIND_CONFIG = {
  theme: {
    extend: {
      boxShadow: {
        'outline-purple': '0 0 0 4px rgba(192, 132, 252, 0.25)',
        'outline-purple-light': '0 0 0 4px rgba(245, 208, 254, 0.25)',
        'outline-purple-xs': '0 0 0 1px rgba(192, 132, 252, 0.25)',
        'outline-switch': '0 0 1px 8px rgba(168, 85, 247, 0.35)',
      },
      keyframes: { 'in-right': { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } } },
      animation: { appear: 'in-right 200ms' },
      minWidth: { badge: '22px', listbox: '200px', snackbar: '300px', 'tabs-list': '400px' },
      maxWidth: { snackbar: '560px' },
      minHeight: { badge: '22px' },
    },
  },
};

function getTailwindTags(): string[] {
  const config = JSON.stringify(TAILWIND_CONFIG, null, 2).replace(/\n/g, '\n      ');
  return [
    // The Play CDN compiles classes in the browser, so the sandbox needs no PostCSS setup.
    '<script src="https://cdn.tailwindcss.com"></script>',
    `<script>\n      tailwind.config = ${config};\n    </script>`,
  ];
}

/** The sandbox's index.html: fonts and icons Material Design expects, plus Tailwind when the demo uses it. */
export function buildSandboxHtml(options: SandboxHtmlOptions): string {
  const head = [
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="initial-scale=1, width=device-width" />',
    `<title>${escapeHtml(options.title)}</title>`,
    '<link rel="preconnect" href="https://fonts.googleapis.com" />',
    '<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin />',
    `<link rel="stylesheet" href="${ROBOTO_URL}" />`,
    `<link rel="stylesheet" href="${ICONS_URL}${options.withTwoToneIcons ? '+Two+Tone' : ''}" />`,
    ...(options.codeStyling === 'Tailwind' ? getTailwindTags() : []),
  ];
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(options.language)}">`,
    '  <head>',
    ...head.map((line) => `    ${line}`),
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}
