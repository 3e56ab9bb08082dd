/**
 * Whether an MDX body embeds a live demo (`<Demo name="…" />` outside fenced code), which decides the
 * page's template. A false positive only costs the page the demo code; compileDoc validates the element.
 */
export function embedsDemo(body: string): boolean {
  const withoutFences = body.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[^\S\n]*$/gm, '');
  return /<Demo[\s/>]/.test(withoutFences);
}
