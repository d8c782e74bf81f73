/** What every feature's handlers are built with. */
import type { Database, Db } from '../db/client';
import type { Env } from '../env';
import type { Storage } from '../storage';

export interface AppContext {
  env: Env;
  database: Database;
  db: Db;
  storage: Storage;
}
