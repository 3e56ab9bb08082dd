import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's violations on the page, one readable line per rule with up to five of its elements. A framed demo is a whole
 * application shown in an iframe on purpose (Toolpad's dashboard: its own banner, main and h6 title); its landmarks
 * and headings belong to that app, not to the docs page. With a menu open, its portal at the end of <body> is outside
 * every landmark, as menus and dialogs must be; axe's "region" best-practice rule cannot tell, so it is off then.
 */
export async function axeViolations(page: Page, { menuOpen = false } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page }).exclude('iframe.MuiDemo-iframe');
  const { violations } = await (menuOpen ? builder.disableRules(['region']) : builder).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n    ')}`,
  );
}
