/**
 * Names of API pages: the original's URL slugs (`TextField` → `text-field`, `Grid2` → `grid-2`,
 * `ChartsXAxis` → `charts-x-axis`, `useMediaQuery` → `use-media-query`).
 */
export function apiSlug(name: string): string {
  return name
    .replace(/_/g, '-')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/([A-Za-z])(\d)/g, '$1-$2')
    .replace(/-+/g, '-')
    .toLowerCase();
}

export const isHookName = (name: string): boolean => /^use[A-Z0-9]/.test(name);

/** A component's export name: PascalCase, or with a stability prefix (`Unstable_TrapFocus`, `Experimental_CssVarsProvider`). */
export const isComponentName = (name: string): boolean => /^[A-Z][A-Za-z0-9]*(_[A-Z][A-Za-z0-9]*)?$/.test(name);

/** The canonical pathname of an item's page under its product's API path (`/material-ui/api` + `Button`). */
export const apiPathname = (apiPath: string, name: string): string => `${apiPath}/${apiSlug(name)}`;
