/**
 * Node's `fs` for the server renderer's two file accesses, both content-addressed: reading a product's
 * navigation file (its name carries its content hash, and the page's data names it) and writing a style sheet
 * named by the hash of its CSS (which only the renderer's code decides). A page's HTML therefore depends on
 * nothing that its page data and the renderer's build hash do not already describe.
 *
 * Gatsby wraps `fs` in the server bundle and, when a page render calls it, rebuilds every page's HTML on every
 * later build ("Unsafe builtin method was used"), since it cannot know what was read. Taken through webpack's
 * `__non_webpack_require__` (the process's own require), these calls are not wrapped, so a warm build renders
 * only the pages whose data changed. Under Jest (no webpack) it is the plain module.
 */
declare const __non_webpack_require__: NodeJS.Require | undefined;

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const contentAddressedFs: typeof import('fs') = typeof __non_webpack_require__ === 'function' ? __non_webpack_require__('fs') : require('fs');
