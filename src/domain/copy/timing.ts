/** How long a code block's button reads "Copied" after a successful copy. */
export const CODE_BLOCK_COPIED_MS = 2000;
/** How long the shared copy hook stays in its copied state. */
export const COPY_HOOK_COPIED_MS = 1200;
