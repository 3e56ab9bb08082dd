/**
 * @jest-environment node
 */
import { parseGitLog, readCommitDates } from './pageSource';

const LOG = ['\x1e2024-05-03', '', 'content/a.mdx', 'content/b.mdx', '\x1e2024-04-01', '', 'content/a.mdx', 'content/c.mdx', ''].join('\n');

test('the newest commit of each file gives its date', () => {
  expect(Object.fromEntries(parseGitLog(LOG))).toEqual({ 'content/a.mdx': '2024-05-03', 'content/b.mdx': '2024-05-03', 'content/c.mdx': '2024-04-01' });
});

test('paths are relative to the repository: a project in a subfolder looks its files up with that prefix', () => {
  const run = ((command: string, args: string[]) => (args[0] === 'rev-parse' ? 'docs/\n' : LOG.replace(/content\//g, 'docs/content/'))) as never;
  const dates = readCommitDates('/repo/docs', 'content', run);
  expect(dates.warning).toBeNull();
  expect(dates.dateOf('content/a.mdx')).toBe('2024-05-03');
  expect(dates.dateOf('content/new.mdx')).toBeNull();
});

test('outside git: no dates, and one warning to show', () => {
  const run = (() => {
    throw new Error('fatal: not a git repository');
  }) as never;
  const dates = readCommitDates('/tmp/copy', 'content', run);
  expect(dates.dateOf('content/a.mdx')).toBeNull();
  expect(dates.warning).toMatch(/not a git checkout/);
});

test('in this checkout, content files have dates', () => {
  const dates = readCommitDates(process.cwd());
  expect(dates.dateOf('content/material-ui/docs/react-button.mdx')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});
