/**
 * `npm run new:area -- <name> --title "ar|en" --item "ar|en" [options]`: step one of every area
 * (docs/conventions.md). Writes a complete, working area from the project's own templates — the
 * contract fragment, the table, the server feature, the shared form rules, the screens (list, form,
 * view), the texts in both languages, the route and menu item (found by convention), stories with
 * play functions, API tests and an e2e smoke test — then regenerates the contract types and the
 * migration. Right after it, `npm run gen && npm test` passes on the new area with no hand edits.
 * It never overwrites a file: an area is generated once and then grows by hand.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineById, workflows } from '../machines';
import { describeLifecycle } from '../machines/core/describe';
import { buildModel, parseArgs, USAGE, type AreaModel } from './new-area/model';
import { contractYaml } from './new-area/contract';
import { readRefTarget } from './new-area/refs';
import { handlersTs, lifecycleTs, messagesTs, tableTs } from './new-area/server';
import { apiTs, formPageTsx, listPageTsx, localesTs, menuTs, routesTsx, rulesTs, viewPageTsx } from './new-area/client';
import { apiTestTs, e2eSpecTs, fixturesTs, storiesTsx, type MachineProbe } from './new-area/proof';
import type { AnyStateMachine } from 'xstate';
import { isAllowedBy, transitionsFrom } from '../machines/core/runtime';
import { allPermissions } from '../shared/permissions';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The menu groups src/app/menu.ts defines (an area naming another gets a group of its own). */
async function menuGroups(): Promise<string[]> {
  const text = await readFile(path.join(root, 'src/app/menu.ts'), 'utf8');
  const block = /const groups: FeatureMenuGroup\[\] = \[([\s\S]*?)\];/.exec(text)?.[1] ?? '';
  return [...block.matchAll(/key: '([^']+)'/g)].map((x) => x[1]!);
}

/** An event the machine's initial status takes from an administrator (with its example payload), and one it does not take. */
function probeOf(machine: AnyStateMachine, editCall: boolean): MachineProbe {
  const info = describeLifecycle(machine);
  const admin = { permissions: allPermissions, accountType: 'admin', parties: ['owner'] };
  // an UPDATE the edit call sends is proved by the edit test, not through the transition call
  const first = transitionsFrom(machine, info.initial).find((t) => isAllowedBy(t.meta.who, admin) && !(editCall && t.event === 'UPDATE'));
  const taken = new Set(transitionsFrom(machine, info.initial).map((t) => t.event));
  // an event sent without its payload: one whose guards ask for no field (a field rule answers 422 from any status, not 409)
  const others = info.states.flatMap((s) => s.transitions).filter((t) => !taken.has(t.event));
  const fieldless = (event: string) => others.filter((t) => t.event === event).every((t) => !(t.guardRefusals ?? (t.guardRefusal ? [t.guardRefusal] : [])).some((r) => r.field));
  const refused = others.map((t) => t.event).find((e) => fieldless(e) && !(editCall && e === 'UPDATE'));
  return {
    initial: info.initial,
    ...(first
      ? {
          accepted: {
            event: first.event,
            payload: (first.meta as { example?: Record<string, unknown> }).example ?? {},
            to: first.to,
            label: first.meta.label,
            confirm: Boolean((first.meta as { confirm?: unknown }).confirm),
            toLabel: (machine.root.states[first.to]?.meta as { label: { ar: string; en: string } }).label,
            toTakesUpdate: transitionsFrom(machine, first.to).some((t) => t.event === 'UPDATE'),
          },
        }
      : {}),
    ...(refused ? { refused } : {}),
  };
}

export async function filesOf(area: AreaModel): Promise<Array<[string, string]>> {
  const groups = await menuGroups();
  const machine = area.machine ? machineById(area.machine) : undefined;
  const all = machine ? [...new Set(describeLifecycle(machine).states.flatMap((s) => s.transitions.map((t) => t.event)))] : [];
  // a machine's UPDATE is the edit call's (update/{id}, with the form's fields), not the transition call's
  const m: AreaModel = { ...area, machineUpdate: all.includes('UPDATE') };
  const events = all.filter((e) => !(m.machineUpdate && e === 'UPDATE'));
  const actors = machine ? Object.keys(machine.implementations.actors) : [];
  return [
    [`openapi/areas/${m.area}.yaml`, contractYaml(m, events)],
    ...(m.machine ? ([[`server/features/${m.area}/lifecycle.ts`, lifecycleTs(m, actors)]] as Array<[string, string]>) : []),
    [`server/features/${m.area}/table.ts`, tableTs(m)],
    [`server/features/${m.area}/messages.ts`, messagesTs(m)],
    [`server/features/${m.area}/handlers.ts`, handlersTs(m)],
    [`shared/rules/${m.area}.ts`, rulesTs(m)],
    [`src/features/${m.area}/routes.tsx`, routesTsx(m)],
    [`src/features/${m.area}/menu.ts`, menuTs(m, groups)],
    [`src/features/${m.area}/locales.ts`, localesTs(m)],
    [`src/features/${m.area}/api.ts`, apiTs(m)],
    [`src/features/${m.area}/${m.Plural}Page.tsx`, listPageTsx(m)],
    [`src/features/${m.area}/${m.Singular}FormPage.tsx`, formPageTsx(m)],
    [`src/features/${m.area}/${m.Singular}ViewPage.tsx`, viewPageTsx(m)],
    [`stories/${m.area}/fixtures.ts`, fixturesTs(m)],
    [`stories/${m.area}/${m.Plural}Page.stories.tsx`, storiesTsx(m)],
    [`tests/api/${m.area}.test.ts`, apiTestTs(m, machine ? probeOf(machine, !!m.machineUpdate) : undefined)],
    [`tests/e2e/${m.area}.spec.ts`, e2eSpecTs(m, machine ? probeOf(machine, !!m.machineUpdate) : undefined)],
  ];
}

/** The area whose server lifecycle already runs this workflow, if any (one workflow has one server lifecycle). */
export function servedBy(workflow: string): string | undefined {
  const features = path.join(root, 'server/features');
  return readdirSync(features).find((area) => {
    const file = path.join(features, area, 'lifecycle.ts');
    return existsSync(file) && new RegExp(`workflow:\\s*'${workflow}'`).test(readFileSync(file, 'utf8'));
  });
}

async function main() {
  let model: AreaModel;
  try {
    model = buildModel(parseArgs(process.argv.slice(2)), Object.keys(workflows), (target) => readRefTarget(root, target));
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(2);
  }
  const served = model.machine ? servedBy(model.machine) : undefined;
  if (served) {
    console.error(
      `the ${model.machine} lifecycle is served already by server/features/${served}/lifecycle.ts (one workflow, one server lifecycle): extend that area, or choose a machine no area serves yet`,
    );
    process.exit(2);
  }
  const files = await filesOf(model);
  const taken = files.filter(([f]) => existsSync(path.join(root, f))).map(([f]) => f);
  if (taken.length) {
    console.error(`new:area writes no file twice; these exist already:\n  ${taken.join('\n  ')}`);
    process.exit(2);
  }
  for (const [file, content] of files) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  console.log(`new:area ${model.area}: wrote\n  ${files.map(([f]) => f).join('\n  ')}`);
  const run = (script: string) => execFileSync('npm', ['run', '-s', script], { cwd: root, stdio: 'inherit' });
  // in the project's format, so `npm test`'s format check passes on them
  execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...files.map(([f]) => f)], { cwd: root, stdio: 'inherit' });
  // The contract's types and the single pre-release migration follow the new files.
  run('gen:api');
  run('db:reset-migrations');
  console.log(`\nnext: npm run gen && npm test — then grow the area (docs/conventions.md).`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.stack : e);
    process.exit(1);
  });
}

export { USAGE };
