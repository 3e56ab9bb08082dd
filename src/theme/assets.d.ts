/** Font files imported for preloading resolve to their public URL (webpack asset modules). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
