#!/usr/bin/env bash
# Before the first release there is one migration: regenerate it from server/db/schema.ts.
# (After a release, use `npm run db:generate` to add a new migration instead.)
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf server/db/migrations
npx drizzle-kit generate --name initial >/dev/null
echo "migrations: regenerated server/db/migrations/0000_initial.sql"
