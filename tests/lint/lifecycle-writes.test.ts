/**
 * A record's status and its history rows are written only by the lifecycle runtime
 * (server/lifecycle/): nowhere else in the server or the scripts may a `.insert(workflowHistory)`,
 * a raw `insert into workflow_history`, or a write of a lifecycle table's status column
 * (`status:` in the `.values()`/`.set()` of an insert or update of that table, or raw SQL
 * naming it) appear. The lifecycle tables and their status columns come from the runtime's
 * registry, so a new lifecycle is covered with no change here. Tests may set up rows directly.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import ts from 'typescript';
import { getTableColumns, getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema';
import { lifecycles } from '../../server/lifecycle/registry';
import type { LifecycleDefinition, LifecycleTable } from '../../server/lifecycle/define';

const ROOTS = ['server', 'scripts'];
const ALLOWED = 'server/lifecycle/';

/** Every lifecycle definition the server has: the registry's, and each area's server/features/<area>/lifecycle.ts exports. */
const definitions = new Set<LifecycleDefinition<LifecycleTable>>(lifecycles.values());
for (const area of readdirSync('server/features')) {
  const file = path.resolve('server/features', area, 'lifecycle.ts');
  if (!existsSync(file)) continue;
  for (const value of Object.values((await import(pathToFileURL(file).href)) as Record<string, unknown>)) {
    if (value && typeof value === 'object' && typeof (value as { workflow?: unknown }).workflow === 'string' && typeof (value as { on?: unknown }).on === 'function')
      definitions.add(value as LifecycleDefinition<LifecycleTable>);
  }
}

/** The tables by their export names: the shared schema's and each area's own (server/features/<area>/table.ts). */
const tables: Record<string, unknown> = { ...schema };
for (const area of readdirSync('server/features')) {
  const file = path.resolve('server/features', area, 'table.ts');
  if (existsSync(file)) Object.assign(tables, (await import(pathToFileURL(file).href)) as Record<string, unknown>);
}

/** Each lifecycle table as its export is named, with its status column's key and SQL name. */
const guarded = new Map<string, { key: string; column: string }>();
for (const def of definitions) {
  const exportName = Object.entries(tables).find(([, v]) => v === def.table)?.[0];
  if (!exportName) continue;
  const statusKey = def.statusKey;
  const column = (getTableColumns(def.table) as Record<string, { name: string }>)[statusKey]?.name ?? statusKey;
  guarded.set(exportName, { key: statusKey, column });
  guarded.set(`sql:${getTableName(def.table)}`, { key: statusKey, column });
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return name === 'node_modules' || name === 'migrations' ? [] : files(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

/** Where a source writes a status or a history row outside the runtime. */
export function violations(file: string, text: string): string[] {
  const out: string[] = [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  /** The table a `.values()`/`.set()` call writes: the argument of the `.insert(x)`/`.update(x)` below it in the chain. */
  const targetOf = (call: ts.CallExpression): string | undefined => {
    let e: ts.Expression = call.expression;
    while (ts.isPropertyAccessExpression(e) || ts.isCallExpression(e)) {
      if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && ['insert', 'update'].includes(e.expression.name.text)) {
        const arg = e.arguments[0];
        return arg && ts.isIdentifier(arg) ? arg.text : undefined;
      }
      e = ts.isPropertyAccessExpression(e) ? e.expression : e.expression;
    }
    return undefined;
  };
  const writesKey = (arg: ts.Expression | undefined, key: string): boolean => {
    if (!arg) return false;
    if (ts.isArrayLiteralExpression(arg)) return arg.elements.some((x) => writesKey(x as ts.Expression, key));
    if (ts.isObjectLiteralExpression(arg))
      return arg.properties.some(
        (p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === key,
      );
    if (ts.isCallExpression(arg) && ts.isPropertyAccessExpression(arg.expression) && arg.expression.name.text === 'map') {
      const fn = arg.arguments[0];
      if (fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && !ts.isBlock(fn.body)) return writesKey(ts.isParenthesizedExpression(fn.body) ? fn.body.expression : fn.body, key);
    }
    return false;
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const arg = node.arguments[0];
      if (method === 'insert' && arg && ts.isIdentifier(arg) && arg.text === 'workflowHistory') out.push(`${at(node)} inserts into workflowHistory`);
      if (method === 'values' || method === 'set') {
        const table = targetOf(node);
        const g = table ? guarded.get(table) : undefined;
        if (g && writesKey(arg, g.key)) out.push(`${at(node)} writes ${table}.${g.key}`);
      }
    }
    if (ts.isTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isStringLiteral(node)) {
      const raw = node.getText(source);
      if (/insert\s+into\s+(\$\{\s*workflowHistory\s*\}|"?workflow_history"?)/i.test(raw)) out.push(`${at(node)} inserts into workflow_history in SQL`);
      for (const [name, g] of guarded) {
        const table = name.startsWith('sql:') ? name.slice(4) : `\\$\\{\\s*${name}\\s*\\}`;
        if (new RegExp(`update\\s+"?${table}"?\\s+set\\b[^;]*\\b${g.column}\\s*=`, 'i').test(raw)) out.push(`${at(node)} sets ${name.replace('sql:', '')}.${g.column} in SQL`);
        if (new RegExp(`insert\\s+into\\s+"?${table}"?\\s*\\([^)]*\\b${g.column}\\b`, 'i').test(raw)) out.push(`${at(node)} inserts ${name.replace('sql:', '')}.${g.column} in SQL`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe('status and history writes', () => {
  it('the registry names the lifecycle tables', () => {
    expect([...guarded.keys()]).toEqual(expect.arrayContaining(['users', 'notifications']));
    expect(guarded.get('notifications')).toEqual({ key: 'isSeen', column: 'is_seen' });
  });

  it('happen only in server/lifecycle/', () => {
    const found = ROOTS.flatMap(files)
      .map((f) => f.split(path.sep).join('/'))
      .filter((f) => !f.startsWith(ALLOWED))
      .flatMap((f) => violations(f, readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });

  it('are reported when they happen elsewhere', () => {
    const bad = [
      "await tx.insert(workflowHistory).values({ workflow: 'x' });",
      "await tx.insert(users).values({ name: 'a', status: 'active' }).returning();",
      "await db.update(users).set({ status: 'disabled' }).where(eq(users.id, 1));",
      'await tx.insert(notifications).values(rows.map((r) => ({ userId: r, isSeen: 1 })));',
      "await tx.execute(sql`insert into ${workflowHistory} (workflow) values ('x')`);",
      "await tx.execute(sql`update ${users} set status = 'active' where id = 1`);",
      "await db.execute('update users set name = 1, status = 2');",
    ];
    for (const line of bad) expect(violations('server/x.ts', line), line).toHaveLength(1);
    expect(violations('server/x.ts', "await tx.update(users).set({ rejectReason: null }); const x = { status: 'ok' };")).toEqual([]);
  });
});
