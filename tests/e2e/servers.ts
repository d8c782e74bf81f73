/**
 * The end-to-end suite's portals: one server, with its own fresh embedded database and demo data,
 * per Playwright worker, so workers can run side by side without touching each other's records.
 * Each worker's sister-site stand-in (profile-logout-frame.spec.ts) and a stranger take the ports
 * at its server's own + 11 and + 12.
 */
export const basePort = Number(process.env.E2E_PORT ?? 3100);
/**
 * Workers, and as many servers: E2E_WORKERS, 1 by default. On the project's two-core machines two
 * workers took as long as one (Chromium and the servers kept both cores busy, 0 % idle); a machine
 * with more cores gains from more.
 */
export const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

export const serverPort = (workerIndex: number) => basePort + workerIndex * 20;
export const sisterPort = (workerIndex: number) => serverPort(workerIndex) + 11;
export const strangerPort = (workerIndex: number) => serverPort(workerIndex) + 12;
export const serverUrl = (workerIndex: number) => `http://localhost:${serverPort(workerIndex)}`;
