import type { Plan } from '../sidebar/types';

/**
 * The API reference as the build extracts it from the installed packages' declarations (src/node/reference/) and
 * the API pages show it. Descriptions are Markdown, as written in the packages' JSDoc.
 */

/** Components and hooks are found in the package; interfaces are the ones a product.json names (`api.interfaces`). */
export type ApiItemKind = 'component' | 'hook' | 'interface';

/** A prop of a component, a parameter of a hook, a field of a hook's return value, or a member of an interface. */
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

/** The members of an interface composed of others (GridApi), under the interface that declares them. */
export interface ApiMemberGroup {
  /** The declaring interface (`GridCoreApi`). */
  name: string;
  /** Its members' names, as in `ApiItem.props`. */
  members: string[];
}

/** An interface only another plan's package exports (`GridAggregationFunction`: `@mui/x-data-grid-premium`). */
export interface ApiElsewhere {
  plan: Plan;
  packageName: string;
}

/** A page of the reference: one component, hook or interface. */
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
  /**
   * Props (components: own ones only, inherited and DOM props are not listed), parameters (hooks) or members
   * (interfaces: every member, inherited ones included, except those the package marks `@ignore`).
   */
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
  /**
   * Interfaces: the head of the declaration as written, without its body (`interface GridSingleSelectColDef<R extends
   * GridValidRowModel = any, V = any, F = V> extends GridBaseColDef<R, V, F>`, `type GridApi = GridApiCommunity`).
   * Null for components and hooks, and for an interface of another package.
   */
  declaration: string | null;
  /** Interfaces made only of other interfaces (GridApi): their members by declaring interface, sorted by name; else empty. */
  memberGroups: ApiMemberGroup[];
  /**
   * An interface the documented package does not export but another plan's does (product.json says which): its page
   * gives that package's import and no members, since the site does not install it. Null otherwise.
   */
  elsewhere: ApiElsewhere | null;
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
  /** Every interface and type alias the package exports, by name: what product.json's `api.interfaces` may name. */
  typeNames: string[];
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
  /** Props, parameters, returned fields or members, each with the first sentence of its description. */
  props: Array<{ name: string; description: string }>;
  classes: string[];
  slots: string[];
  /** How many pages show demos using it: how central it is (the search ranks well-used components first on ties). */
  demos: number;
}
