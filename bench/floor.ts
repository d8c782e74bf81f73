/**
 * The floor: a bare Fastify route running the same SQL as each measured call,
 * with no contract validation, no session lookup, no permission check and no
 * lifecycle machine — what the database and HTTP cost on their own.
 */
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';

export async function bareServer(database: Database) {
  const app = Fastify({ logger: false });
  const run = database.execute;

  // listUsers: the page, the count, then types and roles of the page's users
  app.post('/bare/users', async (req) => {
    const { page = 1, paginate = 10 } = (req.body ?? {}) as { page?: number; paginate?: number };
    const offset = (page - 1) * paginate;
    const [rows, count] = await Promise.all([
      run('select * from users where deleted_at is null order by id desc limit $1 offset $2', [paginate, offset]),
      run('select count(*)::int as n from users where deleted_at is null'),
    ]);
    const ids = rows.rows.map((r) => r.id);
    const typeIds = [...new Set(rows.rows.map((r) => r.type_id))];
    const [types, roles] = await Promise.all([
      run('select * from account_types where id = any($1)', [typeIds]),
      run('select ur.user_id, r.id, r.name, r.name_en from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = any($1)', [ids]),
    ]);
    return { data: rows.rows, total: count.rows[0]?.n, types: types.rows, roles: roles.rows };
  });

  // switchUserStatus (activate): lock, replace roles, update, history and audit rows, in one transaction
  app.post('/bare/activate/:id', async (req) => {
    const id = Number((req.params as { id: string }).id);
    await database.db.transaction(async (tx) => {
      const locked = await tx.execute(sql`select * from users where id = ${id} for update`);
      const row = (locked as unknown as { rows: Array<{ status: string; version: number }> }).rows[0];
      if (!row || row.status !== 'pending') throw new Error('not pending');
      await tx.execute(sql`delete from user_roles where user_id = ${id}`);
      await tx.execute(sql`insert into user_roles (user_id, role_id) values (${id}, 2)`);
      await tx.execute(sql`update users set reject_reason = null where id = ${id}`);
      await tx.execute(sql`update users set status = 'active', version = version + 1, updated_at = now() where id = ${id} and version = ${row.version}`);
      await tx.execute(
        sql`insert into workflow_history (workflow, record_id, event, from_status, to_status, payload, actor_id) values ('userAccount', ${id}, 'ACTIVATE', 'pending', 'active', '{}', 1)`,
      );
      await tx.execute(sql`insert into audit_log (actor_id, entity, entity_id, event, old_value, new_value) values (1, 'users', ${id}, 'ACTIVATE', '{}', '{}')`);
    });
    return { ok: true };
  });
  return app;
}
