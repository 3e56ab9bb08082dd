import { expect, test as base } from '@playwright/test';
import { collectProblems, formatProblems, type Problem } from './console';
import { interceptThirdParties } from './thirdParty';

export { expect };
export type { Problem };

export interface ProblemsFixture {
  /** Allows the problems this test causes on purpose (a demo that crashes, JS files it aborts…). */
  ignore: (predicate: (problem: Problem) => boolean) => void;
  /** The problems recorded since the last call (allowed ones left out); they still fail the test at its end. */
  take: () => Problem[];
}

/**
 * Every browser spec imports `test` and `expect` from here. Its automatic `problems` fixture watches
 * every page opened in the test's context with collectProblems and fails the test at its end on any
 * console error or warning (React's hydration errors included), uncaught page error, failed local
 * request or HTTP error from the local server, and any Content-Security-Policy violation (the server sends the site's
 * policy: a `securitypolicyviolation` event in any frame is reported here, besides Chromium's console message), unless
 * the test allowed it with `problems.ignore`. Requests cancelled by a navigation (net::ERR_ABORTED: Gatsby's
 * prefetches) are not counted.
 */
export const test = base.extend<{ problems: ProblemsFixture }>({
  problems: [
    async ({ context }, use) => {
      await interceptThirdParties(context);
      const violations: Problem[] = [];
      await context.exposeBinding('__docsCspViolation', ({ frame }, text: string) => void violations.push({ kind: 'csp', url: frame.url(), text }));
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as { __docsCspViolation: (text: string) => void }).__docsCspViolation(
            `${event.effectiveDirective} refused ${event.blockedURI || 'an inline script or style'} (${event.sourceFile || 'inline'}:${event.lineNumber})`,
          ),
        ),
      );
      const collectors: Array<ReturnType<typeof collectProblems>> = [];
      const ignored: Array<(problem: Problem) => boolean> = [(p) => p.kind === 'requestfailed' && / failed: net::ERR_ABORTED$/.test(p.text)];
      const watch = (page: Parameters<typeof collectProblems>[0]) => collectors.push(collectProblems(page));
      context.pages().forEach(watch);
      context.on('page', watch);
      const take = () => [...collectors.flatMap((c) => c.take()), ...violations.splice(0)].filter((p) => !ignored.some((ignore) => ignore(p)));
      const seen: Problem[] = [];
      await use({
        ignore: (predicate) => void ignored.push(predicate),
        take: () => {
          const out = take();
          seen.push(...out);
          return out;
        },
      });
      const remaining = [...seen, ...take()];
      expect(remaining, `console errors, page errors or failed requests:\n${formatProblems(remaining)}`).toEqual([]);
    },
    { auto: true },
  ],
});
