import { defineConfig } from '@playwright/test';
import chromium from './scripts/lib/chromium.json';

const PORT = Number(process.env.E2E_PORT ?? 9000);

/** End-to-end tests against the production build (public/), served by `gatsby serve`, in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
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
    command: `npx gatsby serve --host 127.0.0.1 --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { GATSBY_TELEMETRY_DISABLED: '1' },
  },
});
