/**
 * The floor: a bare Fastify route running the same SQL as each measured call,
 * with no contract validation, no session lookup, no permission check, no
 * lifecycle machine and no serializer — what the database and HTTP cost on their own.
 */
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { EXACT_COUNT_CAP, TRUST_ESTIMATE_ABOVE } from '../server/http/list';

/** The list's sort keys the bench uses, as server/features/users/list.ts declares them. */
const SORTS: Record<string, string> = { created_at: 'created_at', name: 'name' };

export async function bareServer(database: Database) {
  const app = Fastify({ logger: false });
  const run = database.execute;

  // listUsers: the page's ids (OFFSET over the sort's index), the estimate (and the capped
  // count below TRUST_ESTIMATE_ABOVE), then the page's rows, types and roles
  app.post('/bare/users', async (req) => {
    const { page = 1, paginate = 25, status, sort, direction } = (req.body ?? {}) as { page?: number; paginate?: number; status?: string; sort?: string; direction?: 'asc' | 'desc' };
    const offset = (page - 1) * paginate;
    const key = SORTS[sort ?? 'created_at'] ?? 'created_at';
    const dir = (direction ?? (sort ? 'asc' : 'desc')) === 'asc' ? 'asc' : 'desc';
    const where = status ? `deleted_at is null and status = $1` : 'deleted_at is null';
    const params = status ? [status] : [];
    const n = params.length;
    const count = async () => {
      const plan = (await run(`explain (format json) select 1 from users where ${where}`, params)).rows[0]?.['QUERY PLAN'];
      const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: { 'Plan Rows': number } }>;
      const planned = parsed[0]?.Plan['Plan Rows'] ?? 0;
      if (planned >= TRUST_ESTIMATE_ABOVE) return planned;
      const capped = await run(`select count(*)::int as n from (select 1 from users where ${where} limit $${n + 1}) c`, [...params, EXACT_COUNT_CAP + 1]);
      return Number(capped.rows[0]?.n ?? 0);
    };
    // plain OFFSET: the floor remembers no page anchors
    const [idRows, total] = await Promise.all([run(`select id from users where ${where} order by ${key} ${dir}, id ${dir} limit $${n + 1} offset $${n + 2}`, [...params, paginate, offset]), count()]);
    const ids = idRows.rows.map((r) => Number(r.id));
    const rows = await run('select * from users where id = any($1)', [ids]);
    const typeIds = [...new Set(rows.rows.map((r) => r.type_id))];
    const [types, roles] = await Promise.all([
      run('select * from account_types where id = any($1)', [typeIds]),
      run('select ur.user_id, r.id, r.name, r.name_en from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = any($1)', [ids]),
    ]);
    return { data: rows.rows, total, types: types.rows, roles: roles.rows };
  });

  // the bench's own helper (not measured): generated users still pending, to activate
  app.get('/bare/pending', async (req) => {
    const limit = Number((req.query as { limit?: string }).limit ?? 1000);
    const rows = await run(`select id from users where status = 'pending' and email like 'bench%' order by id limit $1`, [limit]);
    return { ids: rows.rows.map((r) => Number(r.id)) };
  });

  // switchUserStatus (activate), as the lifecycle runtime writes it: lock, the roles replaced in one
  // statement, the status, version and cleared reason in one update, history and audit rows in one
  // statement, all in one transaction
  app.post('/bare/activate/:id', async (req) => {
    const id = Number((req.params as { id: string }).id);
    const role = Number((req.query as { role?: string }).role ?? 0);
    await database.db.transaction(async (tx) => {
      const locked = await tx.execute(sql`select * from users where id = ${id} and deleted_at is null for update`);
      const row = (locked as unknown as { rows: Array<{ status: string; version: number }> }).rows[0];
      if (!row || row.status !== 'pending') throw new Error('not pending');
      await tx.execute(sql`select id, account_types from roles where id in (${role})`);
      await tx.execute(sql`with dropped as (delete from user_roles where user_id = ${id} and role_id <> all(array[${role}]::int[]))
        insert into user_roles (user_id, role_id) select ${id}, unnest(array[${role}]::int[]) on conflict do nothing`);
      await tx.execute(sql`update users set reject_reason = null, status = 'active', version = version + 1, updated_at = now() where id = ${id} and version = ${row.version} returning *`);
      await tx.execute(
        sql`with history as (insert into workflow_history (workflow, record_id, event, from_status, to_status, payload, actor_id) values ('userAccount', ${id}, 'ACTIVATE', 'pending', 'active', '{}', 1))
            insert into audit_log (actor_id, entity, entity_id, event, old_value, new_value) values (1, 'users', ${id}, 'ACTIVATE', '{}', '{}')`,
      );
    });
    return { ok: true };
  });
  return app;
}
