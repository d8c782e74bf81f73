/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { textsByLanguage } from './scripts/vite/texts-by-language.ts';
import { fontPreload } from './scripts/vite/font-preload.ts';

const apiPort = Number(process.env.API_PORT ?? 3000);

/** The API tests, once on each database (TEST_DB), each run from its own seeded template. */
const apiProject = (db: 'pglite' | 'postgres', groupOrder: number) => ({
  test: {
    name: `api-${db}`,
    sequence: { groupOrder },
    env: { TEST_DB: db },
    environment: 'node' as const,
    globalSetup: ['tests/api/template.setup.ts'],
    // one module graph per worker, not per file: the server's ~4 s of imports once, not 74 times
    isolate: false,
    include: ['tests/api/**/*.test.ts', 'server/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite is one WebAssembly PostgreSQL per test file; keep memory in bounds.
    maxWorkers: 2,
  },
});

export default defineConfig({
  plugins: [textsByLanguage(), react(), fontPreload(), precompress()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 900,
    // The route table in the entry names every screen's loader. Preloading each screen's shared JS
    // chunks from there put a ~35-chunk list per loader into /login's first script (5 KB of gzip, and
    // more with every area): from the entry, a screen loader preloads its styles only (without them
    // the styles would not load), and the screen's own imports fetch its shared chunks in parallel
    // once it arrives. Loaders elsewhere keep their full preload lists.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'js' && /(^|\/)app-[^/]*\.js$/.test(hostId) ? deps.filter((d) => d.endsWith('.css')) : deps),
    },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one chunk: the first screen in a few requests,
        // compressed as one (twenty small chunks cost it 7 KB of gzip and as many round trips).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  test: {
    projects: [
      {
        test: {
          name: 'machines',
          sequence: { groupOrder: 0 },
          environment: 'node',
          include: ['machines/**/*.test.ts', 'shared/**/*.test.ts', 'tests/paths/**/*.test.ts', 'tests/lint/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      apiProject('pglite', 1),
      apiProject('postgres', 2),
      {
        extends: true,
        test: {
          name: 'components',
          sequence: { groupOrder: 3 },
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          setupFiles: ['tests/setup/components.ts'],
          css: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          sequence: { groupOrder: 4 },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
