/** @jest-environment node */
import { createFixtureSite } from '../test/fixtureSite';
import { formatLoadReport, runFeedbackLoad } from '../test/load';
import { preparedPgliteFolder } from '../test/pgliteFolder';
import { startSiteServer } from '../test/siteServer';

/**
 * The acceptance load (loopback only, bounded): 2,000 mixed requests to /api/feedback (201, 400, 405, 429) grow the
 * server's memory by less than 50 MB; 200 parallel valid submissions are all stored with a p95 under 2 s; a static page
 * requested during them answers in under 200 ms. The server runs as `npm run serve` does, on PGlite.
 */
jest.setTimeout(180_000);

test('2,000 mixed requests, then 200 parallel submissions with a page request among them', async () => {
  const site = createFixtureSite();
  const folder = await preparedPgliteFolder();
  const token = 'load-test-token-0123456789';
  const server = await startSiteServer({ PUBLIC_DIR: site.dir, FEEDBACK_DATA_DIR: folder.dataDir, FEEDBACK_EXPORT_TOKEN: token });
  try {
    const report = await runFeedbackLoad({ origin: server.origin, pid: server.pid, page: '/material-ui/react-button/', exportToken: token });
    console.log(formatLoadReport('the site server (PGlite)', report));
    expect(report.statuses).toEqual(report.expected);
    expect(report.rssAfterMb - report.rssBeforeMb).toBeLessThan(50);
    expect(report.parallel.created).toBe(200);
    expect(report.missing).toEqual([]);
    expect(report.parallel.p95Ms).toBeLessThan(2000);
    expect(report.staticDuringBurstMs.length).toBeGreaterThan(0);
    expect(Math.max(...report.staticDuringBurstMs)).toBeLessThan(200);
  } finally {
    await server.stop();
    folder.remove();
    site.remove();
  }
});
