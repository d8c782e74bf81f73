import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { likeOf, pageOf, pageRequest } from '../../http/paging';
import { parseBody } from '../../http/validate';
import { listPage } from '../../http/list';
import { sendExport } from '../../http/export';
import { requireSession } from '../../auth/access';
import { accountTypes, files, userDocuments, userProfiles, users } from '../../db/schema';
import type { AppContext } from '../context';
import { fileUrl, serializeUser, serializeUsers } from '../../users/serialize';
import { userAccountLifecycle } from './lifecycle';
import { callerOf } from '../../http/request';
import { toEvent, type SwitchUserStatusEvent } from '../../../machines/userAccount/wire';
import { createAccount, createEmployeeAccount, deleteAccount, FLAGS, setFlag, setRoles, updateAccount, type FlagName } from './accounts';
import { CreateEmployeeRules, CreateUserRules, RolesRules, UpdateUserRules } from './rules';
import { historyPage } from './history';
import { usersList } from './list';
import { applyBulk, previewBulk } from './bulk';
import './messages';

/** What switch-user-status answers for each event it carries. */
const SWITCHED: Record<SwitchUserStatusEvent['type'], string> = { ACTIVATE: 'users.activated', REJECT: 'users.rejected', DISABLE: 'users.disabled', ENABLE: 'users.enabled' };

export function userHandlers(ctx: AppContext) {
  const { db } = ctx;

  const loadUser = async (id: number) => {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)));
    if (!row) throw ApiError.notFound('users.notFound');
    return row;
  };

  /** The three switches share one shape: the value (or a flip), the version, and the account after. */
  const toggle = async (req: FastifyRequest & { params: { id: number }; body?: Partial<Record<FlagName, 0 | 1>> & { version?: number } }, flag: FlagName) => {
    const now = await setFlag(ctx, req, req.params.id, flag, req.body?.[flag], req.body?.version);
    return { message: req.t(now ? FLAGS[flag].on : FLAGS[flag].off), data: await serializeUser(db, await loadUser(req.params.id), req.lang) };
  };

  return defineHandlers({
    listUsers: async (req) => ({ message: req.t('common.list'), data: await listPage(db, usersList, req.body, req.query, req.lang), filters: req.body ?? {} }),

    previewUserBulk: async (req) => ({ message: req.t('users.bulk.preview'), data: await previewBulk(db, callerOf(req), req.body) }),

    applyUserBulk: async (req) => {
      const data = await applyBulk(db, callerOf(req), req.body);
      return { message: req.t('users.bulk.done', { ok: data.accepted, failed: data.refused }), data };
    },

    exportUsers: (req, reply) => sendExport(reply, { db, spec: usersList, body: req.body, lang: req.lang, format: req.query.format, title: { ar: 'المستخدمون', en: 'Users' } }),

    getUser: async (req) => {
      const row = await loadUser(req.params.id);
      const [dto, [profile], documents, [employees]] = await Promise.all([
        serializeUser(db, row, req.lang),
        db.select().from(userProfiles).where(eq(userProfiles.userId, row.id)),
        db
          .select({ kind: userDocuments.kind, fileId: userDocuments.fileId, expiresAt: userDocuments.expiresAt, name: files.name })
          .from(userDocuments)
          .innerJoin(files, eq(files.id, userDocuments.fileId))
          .where(eq(userDocuments.userId, row.id))
          .orderBy(asc(userDocuments.kind)),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(and(eq(users.parentId, row.id), isNull(users.deletedAt))),
      ]);
      return {
        message: req.t('common.ok'),
        data: {
          ...dto,
          profile: profile
            ? {
                cr_number: profile.crNumber,
                cr_expiry: profile.crExpiry,
                vat_number: profile.vatNumber,
                unified_number: profile.unifiedNumber,
                owner_id_number: profile.ownerIdNumber,
                delegate_id: profile.delegateId,
                hajj_license_number: profile.hajjLicenseNumber,
                expiries: profile.expiries,
              }
            : null,
          documents: documents.map((d) => ({ kind: d.kind, url: fileUrl(d.fileId)!, name: d.name, expires_at: d.expiresAt })),
          employees_count: employees?.n ?? 0,
        },
      };
    },

    createUser: async (req, reply) => {
      const input = parseBody(CreateUserRules, req.body);
      const id = await createAccount(ctx, callerOf(req), { ...input, type_id: req.body.type_id, parent_id: req.body.parent_id });
      reply.code(201);
      return { message: req.t('users.created'), data: await serializeUser(db, await loadUser(id), req.lang) };
    },

    updateUser: async (req) => {
      const input = parseBody(UpdateUserRules, req.body);
      const changed = await updateAccount(ctx, req, req.params.id, { ...input, type_id: req.body.type_id, version: req.body.version });
      return { message: req.t(changed ? 'users.updated' : 'users.noChanges'), data: await serializeUser(db, await loadUser(req.params.id), req.lang) };
    },

    updateUserRoles: async (req) => {
      const { roles } = parseBody(RolesRules, req.body);
      const changed = await setRoles(ctx, req, req.params.id, roles, req.body.version);
      return { message: req.t(changed ? 'users.rolesUpdated' : 'users.noChanges'), data: await serializeUser(db, await loadUser(req.params.id), req.lang) };
    },

    setUserEntity: (req) => toggle(req, 'is_entity'),
    switchUserGov: (req) => toggle(req, 'is_government'),
    switchUserGovForLocationOrder: (req) => toggle(req, 'is_government_for_location_order'),

    deleteUser: async (req) => {
      await deleteAccount(ctx, req, req.params.id);
      return { message: req.t('users.deleted') };
    },

    listUserHistory: async (req) => {
      const f: NonNullable<typeof req.body> = req.body ?? {};
      // a deleted account's history stays readable
      const [user] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, req.params.id));
      if (!user) throw ApiError.notFound('users.notFound');
      const page = pageRequest(req.query.page, f.paginate);
      const { items, total } = await historyPage(db, user.id, page, req.lang, f.event);
      return { message: req.t('common.list'), user, data: pageOf(items, total, page), filters: f };
    },

    listUserContacts: async (req) => {
      const f: NonNullable<typeof req.body> = req.body ?? {};
      const page = pageRequest(req.query.page, f.paginate);
      const where: SQL[] = [isNull(users.deletedAt), eq(users.status, 'active')];
      if (f.search) {
        const like = likeOf(f.search);
        where.push(or(ilike(users.name, like), ilike(users.companyName, like), ilike(users.email, like), ilike(users.phone, like))!);
      }
      if (f.type_id) where.push(eq(users.typeId, f.type_id));
      const cond = and(...where);
      const [rows, [count]] = await Promise.all([
        db
          .select({
            id: users.id,
            name: users.name,
            companyName: users.companyName,
            email: users.email,
            phone: users.phone,
            typeId: accountTypes.id,
            code: accountTypes.code,
            nameAr: accountTypes.nameAr,
            nameEn: accountTypes.nameEn,
          })
          .from(users)
          .innerJoin(accountTypes, eq(accountTypes.id, users.typeId))
          .where(cond)
          .orderBy(asc(users.name), asc(users.id))
          .limit(page.perPage)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(cond),
      ]);
      const data = rows.map((r) => ({
        id: r.id,
        name: r.name,
        company_name: r.companyName,
        email: r.email,
        phone: r.phone,
        type: { id: r.typeId, code: r.code, name: req.lang === 'en' ? r.nameEn : r.nameAr },
      }));
      return { message: req.t('common.list'), data: pageOf(data, count?.n ?? 0, page), filters: f };
    },

    listEmployees: async (req) => {
      const session = requireSession(req);
      const admin = session.typeCode === 'admin';
      // spec 000 §2: employees are for admins and users without a parent
      if (!admin && session.user.parentId) throw ApiError.forbidden('users.employee.subEmployee');
      const f: NonNullable<typeof req.body> = req.body ?? {};
      const page = pageRequest(req.query.page, f.paginate);
      const where: SQL[] = [isNull(users.deletedAt), isNotNull(users.parentId)];
      if (!admin) where.push(eq(users.parentId, session.user.id));
      else if (f.parent_id) where.push(eq(users.parentId, f.parent_id));
      if (f.search) {
        const like = likeOf(f.search);
        where.push(or(ilike(users.name, like), ilike(users.email, like), ilike(users.username, like), ilike(users.phone, like))!);
      }
      if (f.status) where.push(inArray(users.status, Array.isArray(f.status) ? f.status : [f.status]));
      const cond = and(...where);
      const [rows, [count]] = await Promise.all([
        db.select().from(users).where(cond).orderBy(desc(users.createdAt), desc(users.id)).limit(page.perPage).offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(cond),
      ]);
      return { message: req.t('common.list'), data: pageOf(await serializeUsers(db, rows, req.lang), count?.n ?? 0, page), filters: f };
    },

    createEmployee: async (req, reply) => {
      const input = parseBody(CreateEmployeeRules, req.body);
      const id = await createEmployeeAccount(ctx, callerOf(req), input);
      reply.code(201);
      return { message: req.t('users.employeeCreated'), data: await serializeUser(db, await loadUser(id), req.lang) };
    },

    switchUserStatus: async (req) => {
      const { version, ...body } = req.body;
      const event = toEvent(body);
      if (!event) throw ApiError.field('status', 'users.statusRequired');
      const applied = await userAccountLifecycle.on(db).apply(callerOf(req), req.params.id, event, { expectedVersion: version });
      return { message: req.t(SWITCHED[event.type]), data: await serializeUser(db, applied.record, req.lang) };
    },
  });
}
