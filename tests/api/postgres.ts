/** The test PostgreSQL server (TEST_PG_URL, started by scripts/test.sh): admin statements and database addresses. */
import pg from 'pg';

function adminUrl(): string {
  const url = process.env.TEST_PG_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_PG_URL (scripts/test.sh starts a server and sets it)');
  return url;
}

/** Run one statement (create or drop a database) on the server's own database. */
export async function adminQuery(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** The address of a database on the same server. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}
