#!/usr/bin/env bash
# Proves the area generator: in a scratch copy of the project, `npm run new:area` makes a sample
# area (camp sites) and a second one with every flag (a lifecycle machine, a file field, a field of several files, company
# scoping, a reference to a camp site), then the copy passes
# typecheck, lint, the generated-files check, the new area's API tests (PGlite and PostgreSQL), the
# menu and route tests, its stories in Chromium and its e2e test — with no hand edits.
# Usage: bash scripts/check-new-area.sh (KEEP=1 to keep the copy)
set -euo pipefail
cd "$(dirname "$0")/.."
SCRATCH="$(mktemp -d /tmp/mashaer-new-area-XXXXXX)"
# KEEP=1 keeps the copy for a look
trap '[ -n "${KEEP:-}" ] && echo "kept $SCRATCH" || rm -rf "$SCRATCH"' EXIT
# the tracked files as they are in the work tree, and the installed packages
git ls-files -z --cached --others --exclude-standard | xargs -0 -I{} cp --parents {} "$SCRATCH/" 2>/dev/null || true
# hard links: the same packages at no copying cost, inside the copy so Vite serves them
# (the real folder: a git worktree may hold node_modules as a link to the main tree's)
cp -al "$(readlink -f "$PWD/node_modules")" "$SCRATCH/node_modules"
cd "$SCRATCH"
# the sample's lifecycle: a machine of its own (one workflow, one server lifecycle: new:area refuses a machine another
# area serves, and every machine of the portal is served now), written as an area's author writes one before the area
# (docs/conventions.md §2) — the season archive's two-status machine under a new id, registered where machines are
SAMPLE_MACHINE=sampleNote
mkdir -p machines/sampleNote
for f in constants.ts index.ts machine.ts messages.ts; do
  sed -e 's/dbArchive/sampleNote/g; s/DbArchive/SampleNote/g; s/MAX_ACTIVE_ARCHIVES/MAX_ACTIVE_SAMPLE_NOTES/g' "machines/dbArchive/$f" > "machines/sampleNote/$f"
done
sed -i -e "s#^import { dbArchiveMachine } from './dbArchive';#&\nimport { sampleNoteMachine } from './sampleNote';#" \
  -e "s#^  dbArchive: dbArchiveMachine,#&\n  sampleNote: sampleNoteMachine,#" \
  -e "s#^export \* from './dbArchive';#&\nexport * from './sampleNote';#" machines/index.ts
sed -i -e "s#^import { dbArchiveMessages } from './dbArchive/messages';#&\nimport { sampleNoteMessages } from './sampleNote/messages';#" \
  -e "s#^  \.\.\.dbArchiveMessages,#&\n  ...sampleNoteMessages,#" machines/messages.ts
grep -q "sampleNote: sampleNoteMachine" machines/index.ts && grep -q "sampleNoteMessages," machines/messages.ts || { echo "check-new-area: the sample machine could not be registered" >&2; exit 1; }
# the area the second one refers to (in an existing menu group)
npm run -s new:area -- camp-sites --title "مواقع المخيمات|Camp sites" --item "موقع مخيم|Camp site" \
  --fields "name:string:required,name_en:string:required,code:string" --menu templates \
  --permissions "index=question-index,create=question-create,update=question-update,delete=question-update"
npm run -s new:area -- camp-notes --singular camp-note \
  --title "ملاحظات المخيمات|Camp notes" --item "ملاحظة مخيم|Camp note" \
  --fields "name:string:required,name_en:string,site_id:ref=campSites:required,description:text:required,capacity:integer,visit_date:date,is_active:flag,plan:file,photos:files" \
  --label "visit_date=تاريخ الزيارة|Visit date" --label "plan=المخطط|Plan" --label "photos=الصور|Photos" \
  --permissions "index=question-index,create=question-create,update=question-update,delete=question-update" \
  --scoped --machine "$SAMPLE_MACHINE"
npm run -s gen
npm run -s typecheck
npx eslint --max-warnings 0 server/features/campNotes src/features/campNotes shared/rules/campNotes.ts stories/campNotes tests/api/campNotes.test.ts tests/e2e/campNotes.spec.ts \
  server/features/campSites src/features/campSites shared/rules/campSites.ts stories/campSites tests/api/campSites.test.ts tests/e2e/campSites.spec.ts
npm run -s check:generated
npm run -s format:check
# its own tests, and the contract-walking ones (fuzz, 401/403 of every operation) that now include it
# (the fuzz walks only the new areas' operations: the suite has just fuzzed the rest)
FUZZ_PATHS=/general/camp-notes,/general/camp-sites npx vitest run --project api-pglite tests/api/campNotes.test.ts tests/api/campSites.test.ts tests/api/fuzz.test.ts tests/api/access.generated.test.ts
if [ -n "${TEST_PG_URL:-}" ]; then npx vitest run --project api-postgres tests/api/campNotes.test.ts tests/api/campSites.test.ts; fi
npx vitest run --project components src/app
npx vitest run --project storybook stories/campNotes stories/campSites
npm run -s build
E2E_PORT="${NEW_AREA_E2E_PORT:-3188}" npx playwright test tests/e2e/campNotes.spec.ts
echo "new:area: the generated area passes unedited"
