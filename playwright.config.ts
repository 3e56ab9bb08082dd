import path from 'node:path';
import { defineConfig } from '@playwright/test';
import chromium from './scripts/lib/chromium.json';
import { freePortSync } from './e2e/support/ports';

// The site's server (scripts/serve.mjs) on E2E_PORT, or a free port chosen once: the workers, started by this process,
// inherit it through the environment and so read the same configuration.
process.env.E2E_PORT ||= String(freePortSync());
const PORT = Number(process.env.E2E_PORT);
const CI = Boolean(process.env.CI);

/** End-to-end tests against the production build (public/), served by the site's server, in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The whole run is bounded (the suite takes about 30 minutes on a CI machine); in CI a `test.only` left in a spec
  // fails the run, and so many failures stop it early (something broke for every page).
  globalTimeout: 60 * 60_000,
  forbidOnly: CI,
  maxFailures: CI ? 20 : 0,
  fullyParallel: true,
  // Three on two cores: with two, Chromium and the tests left about a third of the machine idle (page loads wait on
  // the network and on timers); the site project took 12.9 min instead of 14.8, each test about a third slower.
  workers: 3,
  // A test that passes on a second try hides a bug: it fails the run instead.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.path,
      args: chromium.flags,
    },
    trace: 'off',
  },
  projects: [
    { name: 'site', testIgnore: /update\.spec\.ts$/ },
    // Builds the site a second time (a deploy while a reader has it open): after everything else.
    { name: 'update', testMatch: /update\.spec\.ts$/, dependencies: ['site'] },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !CI,
    // It creates its feedback database before it listens: 10-20 s the first time on a loaded machine.
    timeout: 180_000,
    // SIGTERM first: the server closes its database (and its folder's lock) before it exits.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    env: {
      HOST: '127.0.0.1',
      PORT: String(PORT),
      // The browser tests' own database, apart from the one `npm start` keeps in .data/.
      FEEDBACK_DATA_DIR: path.join('.cache', 'e2e', 'feedback'),
    },
  },
});
