/**
 * The API reference as the build extracts it from the installed packages' declarations (src/node/reference/) and
 * the API pages show it. Descriptions are Markdown, as written in the packages' JSDoc.
 */

export type ApiItemKind = 'component' | 'hook';

/** A prop of a component, a parameter of a hook, or a field of a hook's return value. */
export interface ApiProp {
  name: string;
  /** The type as a reader wants it: aliases kept (`SxProps<Theme>`), undefined dropped from optional props. */
  type: string;
  /** The members of a union type, each readable on its own (`'text'`, `'outlined'`, `string`), or null. */
  union: string[] | null;
  /** From `@default`, as written (`'text'`, `false`), or null. */
  default: string | null;
  description: string;
  required: boolean;
  /** From `@deprecated`: its reason ('' when none is given), or null when not deprecated. */
  deprecated: string | null;
}

/** A class of the component's `classes` (and `styleOverrides` rule of the same name). */
export interface ApiClass {
  /** The key: the `classes` prop key and the theme's `styleOverrides` rule name (`root`, `textPrimary`). */
  key: string;
  /** The global class name the component applies (`MuiButton-root`, `Mui-disabled`), or null if unknown. */
  className: string | null;
  description: string;
  deprecated: string | null;
}

/** A replaceable part of the component (`slots.root`), configured through `slotProps`. */
export interface ApiSlot {
  name: string;
  description: string;
  default: string | null;
}

/** A page of the reference: one component or hook. */
export interface ApiItem {
  name: string;
  kind: ApiItemKind;
  /** The npm package it is exported from (`@mui/material`). */
  packageName: string;
  /** The content product whose sidebar lists it (`material-ui`, `x-data-grid`). */
  productId: string;
  /** Canonical pathname of its page: no language prefix, no trailing slash (`/material-ui/api/button`). */
  pathname: string;
  /** Import statements that work, most specific first (`import Button from '@mui/material/Button';`). */
  imports: string[];
  /** The component's own JSDoc, without its "Demos:" and "API:" link lists. */
  description: string;
  /** Props (components) or parameters (hooks), own ones only: inherited and DOM props are not listed. */
  props: ApiProp[];
  /** Fields of a hook's return value (empty for components), or the returned type as one row named ''. */
  returns: ApiProp[];
  /** The component whose props are also accepted ("inherits ButtonBase"), with its page when it has one. */
  inherits: { name: string; pathname: string | null } | null;
  classes: ApiClass[];
  slots: ApiSlot[];
  /** The theme key for default props and style overrides (`MuiButton`, `JoyButton`), or null. */
  themeName: string | null;
  /** `@deprecated` on the component itself. */
  deprecated: string | null;
}

/** A component or hook the package exports that has no page, and why. */
export interface SkippedExport {
  packageName: string;
  name: string;
  reason: string;
}

export interface ApiPackageSummary {
  packageName: string;
  version: string;
  productId: string;
  components: number;
  hooks: number;
}

/** What the build extracted from one package. */
export interface ApiPackageReference {
  packageName: string;
  version: string;
  items: ApiItem[];
  skipped: SkippedExport[];
}

/** A page of the site that shows demos using a component or hook. */
export interface ApiDemoLink {
  pathname: string;
  title: string;
}

/** What the site search indexes of an API page (`ApiPage.search`, in the page's data). */
export interface ApiSearchData {
  name: string;
  kind: ApiItemKind;
  packageName: string;
  /** Props, parameters and returned fields, each with the first sentence of its description. */
  props: Array<{ name: string; description: string }>;
  classes: string[];
  slots: string[];
  /** How many pages show demos using it: how central it is (the search ranks well-used components first on ties). */
  demos: number;
}
