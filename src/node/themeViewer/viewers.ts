import { createTheme } from '@mui/material/styles';
import { extendTheme } from '@mui/joy/styles';
import type { Language } from '../../domain/languages';
import type { SectionPosition } from '../../domain/page/generated';
import { JOY_THEME_VIEWER_LABELS, MATERIAL_THEME_VIEWER_LABELS, type ThemeViewerLabels } from './labels';

export type ThemeScheme = 'light' | 'dark';

/** One tree of a theme viewer: its heading's id, the call the sentence under it names, and the object it shows. */
export interface ThemeTreeSpec {
  id: string;
  call: string;
  /** The theme object as a reader would log it, made from the installed package when the page is built. */
  theme: () => Record<string, unknown>;
}

/** A product's default theme viewer: the page it is generated into, the package it reads, its two trees and texts. */
export interface ThemeViewer {
  pathname: string;
  /** Where the trees go in the page: where its text says they are. */
  position: SectionPosition;
  /** The package whose installed version the text names. */
  packageName: string;
  /** The top-level key whose branch starts open. */
  open: string;
  trees: Record<ThemeScheme, ThemeTreeSpec>;
  labels: Record<Language, ThemeViewerLabels>;
}

const asRecord = (value: unknown) => value as Record<string, unknown>;

/** Material UI's default theme, light or dark: `createTheme()` with the palette mode. */
export const materialDefaultTheme = (mode: ThemeScheme): Record<string, unknown> => asRecord(createTheme({ palette: { mode } }));

/**
 * Joy UI's default theme with one colour scheme applied: `extendTheme()`, then each key of `colorSchemes[scheme]`
 * merged in as Joy's CssVarsProvider does when that scheme is active (objects one level deep, other values replaced).
 */
export function joyDefaultTheme(scheme: ThemeScheme): Record<string, unknown> {
  const theme = asRecord(extendTheme());
  const resolved: Record<string, unknown> = { ...theme };
  for (const [key, value] of Object.entries(asRecord(asRecord(theme.colorSchemes)[scheme]))) {
    resolved[key] = typeof value === 'object' && value !== null ? { ...asRecord(theme[key]), ...asRecord(value) } : value;
  }
  return resolved;
}

export const MATERIAL_THEME_VIEWER: ThemeViewer = {
  pathname: '/material-ui/customization/default-theme',
  position: 'start',
  packageName: '@mui/material',
  open: 'palette',
  trees: {
    light: { id: 'light-theme', call: 'createTheme()', theme: () => materialDefaultTheme('light') },
    dark: { id: 'dark-theme', call: "createTheme({ palette: { mode: 'dark' } })", theme: () => materialDefaultTheme('dark') },
  },
  labels: MATERIAL_THEME_VIEWER_LABELS,
};

export const JOY_THEME_VIEWER: ThemeViewer = {
  pathname: '/joy-ui/customization/default-theme-viewer',
  // The page's text introduces "the two trees at the end of this page".
  position: 'end',
  packageName: '@mui/joy',
  open: 'palette',
  trees: {
    light: { id: 'light-color-scheme', call: 'extendTheme()', theme: () => joyDefaultTheme('light') },
    dark: { id: 'dark-color-scheme', call: 'CssVarsProvider', theme: () => joyDefaultTheme('dark') },
  },
  labels: JOY_THEME_VIEWER_LABELS,
};

/** The default theme viewers, one per product that has one. */
export const THEME_VIEWERS: ThemeViewer[] = [MATERIAL_THEME_VIEWER, JOY_THEME_VIEWER];
