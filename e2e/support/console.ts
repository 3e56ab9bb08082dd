import type { Page } from '@playwright/test';

export interface Problem {
  kind: 'console' | 'pageerror' | 'requestfailed' | 'http' | 'csp';
  /** The page URL the problem happened on. */
  url: string;
  text: string;
}

/**
 * Records, for the lifetime of `page`, every console error/warning (React hydration
 * warnings arrive as console errors), every uncaught page error, every failed request
 * and every HTTP error response to the local server. Call `take()` to read and reset.
 */
export function collectProblems(page: Page, options: { host?: string; allowStatus?: (url: string, status: number) => boolean } = {}) {
  const host = options.host ?? '127.0.0.1';
  let problems: Problem[] = [];
  const isLocal = (url: string) => {
    try {
      return new URL(url).hostname === host;
    } catch {
      return false;
    }
  };
  page.on('console', (msg) => {
    const type = msg.type();
    if (type !== 'error' && type !== 'warning') return;
    const loc = msg.location();
    const where = loc.url ? ` (${loc.url}:${loc.lineNumber})` : '';
    problems.push({ kind: 'console', url: page.url(), text: `[${type}] ${msg.text()}${where}` });
  });
  page.on('pageerror', (error) => {
    problems.push({ kind: 'pageerror', url: page.url(), text: `${error.name}: ${error.message}` });
  });
  page.on('requestfailed', (request) => {
    if (!isLocal(request.url())) return;
    problems.push({ kind: 'requestfailed', url: page.url(), text: `${request.method()} ${request.url()} failed: ${request.failure()?.errorText ?? 'unknown'}` });
  });
  page.on('response', (response) => {
    const status = response.status();
    if (status < 400 || !isLocal(response.url())) return;
    if (options.allowStatus?.(response.url(), status)) return;
    problems.push({ kind: 'http', url: page.url(), text: `${response.request().method()} ${response.url()} → HTTP ${status}` });
  });
  return {
    take(): Problem[] {
      const out = problems;
      problems = [];
      return out;
    },
  };
}

export function formatProblems(problems: Problem[]): string {
  return problems.map((p) => `${p.url}\n    ${p.kind}: ${p.text}`).join('\n');
}
