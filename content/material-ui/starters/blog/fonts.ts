/**
 * The serif of the blog's title and post headings (loaded by Blog.tsx from
 * @fontsource/roboto-slab).
 */
export const headingFont = '"Roboto Slab", serif';
