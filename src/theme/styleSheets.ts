/**
 * Whether a theme provider writes its global style sheets (CSS variables, baseline) itself. On the server it
 * does not: `onRenderBody` puts the same sheets in `<head>` (src/gatsby/headStyles.tsx), because a provider
 * writes them after its children, at the end of `<body>`, and a reader on a slow link would see the page
 * without its variables until the last bytes arrive. In the browser the provider writes them again; emotion
 * adopts the server's tag of the same name, then keeps it in step with the reader's settings.
 */
export const rendersStyleSheets = (): boolean => typeof document !== 'undefined';
