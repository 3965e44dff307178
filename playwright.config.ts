import { rmSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { pushCertificates } from './backend/test/helpers/push-service';

/**
 * Two projects:
 *  - stories: every Storybook story (from storybook-static/index.json) renders and passes axe.
 *  - e2e: user journeys against the production build, started as `npm start` does, on a fresh DATA_DIR.
 * Both drive Debian's Chromium; Playwright's own browser download does not work here.
 */
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const STORYBOOK_PORT = Number(process.env.STORYBOOK_PORT ?? 6007);
const e2eDataDir = process.env.E2E_DATA_DIR ?? `/tmp/valuation-e2e-${process.pid}`;
if (!process.env.E2E_DATA_DIR) {
  // The runner made the folder's name (its workers inherit it) and removes the folder as it exits,
  // after its web servers have stopped: a run leaves nothing in /tmp.
  process.on('exit', () => rmSync(e2eDataDir, { recursive: true, force: true }));
}
process.env.E2E_DATA_DIR = e2eDataDir;
// The journeys' local HTTPS push service (tests/e2e/notifications.spec.ts): its certificate
// authority is made here, before the server starts, and given to the server (NODE_EXTRA_CA_CERTS)
// with the service's host as the only push host. Made once per run (each worker loads this file
// again and finds the files): three openssl commands, a few ms.
const E2E_PUSH_PORT = Number(process.env.E2E_PUSH_PORT ?? E2E_PORT + 20);
process.env.E2E_PUSH_PORT = String(E2E_PUSH_PORT);
const e2ePushDir = process.env.E2E_PUSH_DIR ?? `${e2eDataDir}-push`;
if (!process.env.E2E_PUSH_DIR) {
  // The first process to load this file (the runner; its workers inherit the variable) made the
  // folder's name, and removes the folder when it exits.
  process.on('exit', () => rmSync(e2ePushDir, { recursive: true, force: true }));
}
process.env.E2E_PUSH_DIR = e2ePushDir;

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-dev-shm-usage',
      // Chromium 156's full headless mode loads its toolbar's WebUI omnibox popup in a renderer of
      // its own, 2-3.5 s of CPU beside each worker's first page on a 2-core machine.
      '--disable-features=WebUIOmniboxPopup,OmniboxFullPopup',
    ],
  },
};

const only = process.env.PW_PROJECT; // run one project's server only

export default defineConfig({
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // A trace of the retry of a failed test (CI retries once): recording every test's trace doubled
  // the story tests' time (41 stories: 2.9 -> 1.5 min without it); a failure's first attempt still
  // leaves its error context (the page's accessibility snapshot) in test-results/.
  use: { trace: 'on-first-retry' },
  projects: [
    {
      name: 'stories',
      testDir: 'tests/stories',
      use: { ...chromium, baseURL: `http://127.0.0.1:${STORYBOOK_PORT}` },
    },
    {
      name: 'e2e',
      testDir: 'tests/e2e',
      // A journey is many steps (register, sign out, sign in, a page load each): on a loaded
      // two-core CI machine a single step took up to 4 s and 30 s ran out mid-journey.
      timeout: 60_000,
      use: { ...chromium, baseURL: `http://127.0.0.1:${E2E_PORT}` },
    },
  ],
  webServer: [
    ...(only && only !== 'stories'
      ? []
      : [
          {
            command: `node scripts/serve-static.mjs storybook-static ${STORYBOOK_PORT}`,
            url: `http://127.0.0.1:${STORYBOOK_PORT}/index.json`,
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]),
    ...(only && only !== 'e2e'
      ? []
      : [
          {
            command: `rm -rf ${e2eDataDir} && node backend/dist/main.js`,
            url: `http://127.0.0.1:${E2E_PORT}/api/health`,
            reuseExistingServer: false,
            timeout: 120_000,
            env: {
              NODE_EXTRA_CA_CERTS: pushCertificates(e2ePushDir).caFile,
              PUSH_ALLOWED_HOSTS: `localhost:${E2E_PUSH_PORT}`,
              PORT: String(E2E_PORT),
              DATA_DIR: e2eDataDir,
              PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
              RATE_LIMIT_IP_FACTOR: '100',
              LOG_LEVEL: 'warn',
              DATABASE_URL: '',
              // The staff account of the console journeys (tests/e2e/support.ts E2E_ADMIN).
              ADMIN_EMAIL: 'admin@e2e.test',
              ADMIN_PASSWORD: 'Console#E2e-2026',
              // A market movement's customers are told once it can no longer be withdrawn: 15
              // minutes in production, 30 s here so that the journeys see both sides.
              MARKET_WITHDRAW_WINDOW_SECONDS: '30',
            },
          },
        ]),
  ],
});
