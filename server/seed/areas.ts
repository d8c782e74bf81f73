/**
 * Each area's own seed data, found by convention like its handlers: a
 * `server/features/<area>/seed.ts` may export
 * - `reference(tx)`: data every database needs (e.g. the pilgrims' countries), idempotent,
 *   brought in step with the code on every start;
 * - `demo(tx, demo)`: the area's demo records, written once with the rest of the demo data.
 * Areas run in SEED_ORDER (an area after the ones its records refer to), then any others
 * alphabetically. Demo seeds write in bulk (a few statements per area): every API test
 * seeds a fresh database.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Db, Tx } from '../db/client';
import type { DemoFiles } from './files';

export interface DemoSeedContext {
  /** the database being seeded (lifecycle definitions bind to it: `definition.on(db).seedAt(tx, …)`) */
  db: Db;
  /** the id of every demo account by e-mail, the named ones and the population's */
  idByEmail: ReadonlyMap<string, number>;
  /** the seed's clock: demo dates are relative to it */
  now: Date;
  /** the portal's file store, for the demo's documents (server/seed/files.ts) */
  files: DemoFiles;
}

export interface AreaSeed {
  reference?: (tx: Tx) => Promise<void>;
  demo?: (tx: Tx, demo: DemoSeedContext) => Promise<void>;
}

/** What refers to what: an area is seeded after the areas its records point at. */
export const SEED_ORDER = [
  // the seasons first: every record's season is the one its created_at falls in
  'dbArchives',
  'countries',
  'squares',
  'camps',
  // the plan's outlines of the demo squares and camps (after both)
  'siteMap',
  'stations',
  'categories',
  'specialists',
  'locationSpecialists',
  'services',
  'serviceInputs',
  'locationServices',
  'locationServiceInputs',
  'questionCategories',
  'questions',
  'forms',
  'termConditions',
  'assign',
  'appointments',
  'absenceHistory',
  'handover',
  'readinessLicence',
  'pledges',
  'locationPledges',
  'orders',
  'complaints',
];

const features = path.join(path.dirname(fileURLToPath(import.meta.url)), '../features');

async function areaSeeds(): Promise<Array<[string, AreaSeed]>> {
  const folders = readdirSync(features, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(features, d.name, 'seed.ts')))
    .map((d) => d.name);
  const rank = (name: string) => {
    const i = SEED_ORDER.indexOf(name);
    return i < 0 ? SEED_ORDER.length : i;
  };
  folders.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const seeds: Array<[string, AreaSeed]> = [];
  for (const folder of folders) seeds.push([folder, (await import(pathToFileURL(path.join(features, folder, 'seed.ts')).href)) as AreaSeed]);
  return seeds;
}

export async function seedAreaReference(tx: Tx): Promise<void> {
  for (const [, seed] of await areaSeeds()) if (seed.reference) await seed.reference(tx);
}

export async function seedAreaDemo(tx: Tx, demo: DemoSeedContext): Promise<void> {
  for (const [, seed] of await areaSeeds()) if (seed.demo) await seed.demo(tx, demo);
}
