/**
 * The headers every response carries besides its Content-Security-Policy (csp.ts). Written here rather than taken
 * from @fastify/helmet: helmet's value is its defaults, and the ones this site can use are these four lines; its
 * others would need turning off (Cross-Origin-Opener-Policy cuts the sandboxes' new tabs from their opener, HSTS
 * belongs to the TLS terminator in front of this server).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Files are what their Content-Type says (a JSON or text file is never run as a script or a style sheet).
  'x-content-type-options': 'nosniff',
  // Other sites learn the origin a reader came from, never the page.
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Framing by the site itself only (the CSP's frame-ancestors; this header for browsers that predate it).
  'x-frame-options': 'SAMEORIGIN',
};
