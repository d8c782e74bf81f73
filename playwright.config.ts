/**
 * Browser end-to-end tests in Debian's Chromium (never a downloaded browser),
 * against the real server on a fresh embedded database with the demo data.
 */
import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';
import { serverPort, serverUrl, sisterPort, workers } from './tests/e2e/servers.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // each worker's own server: tests/e2e/fixtures.ts sets baseURL by the worker
    baseURL: serverUrl(0),
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: Array.from({ length: workers }, (_, i) => {
    const dataDir = path.join(os.tmpdir(), `mashaer-e2e-${process.pid}-${i}`);
    return {
      command: `rm -rf ${dataDir} && node --import tsx server/main.ts`,
      url: `${serverUrl(i)}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(serverPort(i)),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        CLIENT_DIR: process.env.CLIENT_DIR ?? 'dist/client',
        // the sister site the logout-frame tests stand up (tests/e2e/profile-logout-frame.spec.ts)
        SISTER_SITES: `mina|منى|Mina|http://localhost:${sisterPort(i)}`,
      },
    };
  }),
});
