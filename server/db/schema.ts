/**
 * The database schema (PostgreSQL; PGlite embedded by default). One schema and one
 * migrations folder serve both. Records with a lifecycle keep their status as the
 * machine's state key and a `version` that every change bumps, so two people
 * acting at once cannot both win.
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, bigint } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const created = () => ts('created_at').notNull().defaultNow();
const updated = () => ts('updated_at').notNull().defaultNow();
/** 0/1 flags, as the spec sends and shows them */
const flag = (name: string) => smallint(name).notNull().default(0);

export const accountTypes = pgTable('account_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  /** 1 until an administrator renames the type (/type): the seed then leaves its names alone */
  version: integer('version').notNull().default(1),
  updatedAt: updated(),
});

export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  storageKey: text('storage_key').notNull().unique(),
  name: text('name').notNull(),
  mime: text('mime').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  ownerId: integer('owner_id'),
  createdAt: created(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    username: text('username'),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => accountTypes.id),
    /** the main user of a sub-employee */
    parentId: integer('parent_id'),
    companyName: text('company_name'),
    /** userAccount lifecycle status: pending, review, active, rejected, disabled */
    status: text('status').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    isEntity: flag('is_entity'),
    isGovernment: flag('is_government'),
    isGovernmentForLocationOrder: flag('is_government_for_location_order'),
    isAcknowledged: flag('is_acknowledged'),
    signatureFileId: integer('signature_file_id').references(() => files.id),
    stampFileId: integer('stamp_file_id').references(() => files.id),
    /** theme choices of spec 000 §9, kept per user */
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    version: integer('version').notNull().default(1),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_username_unique')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.deletedAt} is null and ${t.username} is not null`),
    index('users_type_idx').on(t.typeId, t.id),
    index('users_parent_idx').on(t.parentId),
    // The users list (server/features/users/list.ts): one index per sort key, and the status
    // filter with the default sort, each over the live rows only and ending in the id (the list's
    // tie-break), so a page's ids, a deep OFFSET and the capped count are index-only scans
    // (docs/performance.md, "At a million records").
    index('users_list_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('users_list_status_idx')
      .on(t.status, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('users_list_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('users_list_email_idx')
      .on(t.email, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('users_list_company_idx')
      .on(sql`coalesce(${t.companyName}, '')`, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** The registration fields of spec 000 §3 beyond the account itself. */
export const userProfiles = pgTable('user_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  crNumber: text('cr_number'),
  crExpiry: text('cr_expiry'),
  vatNumber: text('vat_number'),
  unifiedNumber: text('unified_number'),
  ownerIdNumber: text('owner_id_number'),
  delegateId: text('delegate_id'),
  hajjLicenseNumber: text('hajj_license_number'),
  /** document kind → expiry date (YYYY-MM-DD): business_expire, practice_expire, classification_expire, hajj_license_expire… */
  expiries: jsonb('expiries').$type<Record<string, string>>().notNull().default({}),
  updatedAt: updated(),
});

/** Uploaded registration documents (CR image, VAT file, owner ID photo, licences, delegation, stamp). */
export const userDocuments = pgTable(
  'user_documents',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    expiresAt: text('expires_at'),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  nameEn: text('name_en'),
  description: text('description'),
  /** the built-in administrator role always holds every permission */
  isSystem: boolean('is_system').notNull().default(false),
  /**
   * The account types (codes of shared/accountTypes.ts) that may hold the role; an
   * account is given only roles for its type. A role for any non-staff type holds
   * no administration permission (shared/permissions.ts `adminPermissions`).
   */
  accountTypes: text('account_types')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: created(),
  updatedAt: updated(),
});

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  groupKey: text('group_key').notNull(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** sha-256 of the bearer token; the token itself is never stored */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull().default('portal'),
    createdAt: created(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('login_attempts_lookup_idx').on(t.email, t.ip, t.at)],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: created(),
});

/**
 * Every reset-link request, whether or not the e-mail has an account, so requests
 * are throttled per e-mail and address without telling which e-mails exist.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('password_reset_requests_lookup_idx').on(t.email, t.ip, t.at)],
);

/** Outgoing mail. With no mail server configured, an admin reads it in the app. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    toEmail: text('to_email').notNull(),
    userId: integer('user_id'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    createdAt: created(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

export const alliances = pgTable('alliances', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  leaderId: integer('leader_id')
    .notNull()
    .references(() => users.id),
  createdAt: created(),
  updatedAt: updated(),
});

/** A company belongs to at most one alliance. */
export const allianceMembers = pgTable(
  'alliance_members',
  {
    allianceId: integer('alliance_id')
      .notNull()
      .references(() => alliances.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.allianceId, t.memberId] }), uniqueIndex('alliance_members_member_unique').on(t.memberId)],
);

/**
 * One notification an administrator sent (spec 000 §3 "Notification form: type_id,
 * custome_user, user_id"): to every active user of a type, or to chosen users of it.
 * Each recipient gets a `notifications` row pointing back here.
 */
export const notificationSends = pgTable(
  'notification_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** the text in Arabic (or, when its author wrote only one, as written) */
    message: text('message').notNull(),
    /** the text in English; null when the author wrote only one (English readers then see `message`) */
    messageEn: text('message_en'),
    link: text('link'),
    /** 'type': every active user of type_id; 'users': the chosen users (of type_id) */
    audience: text('audience').notNull(),
    typeId: integer('type_id').references(() => accountTypes.id),
    /** how many users it reached when it was sent */
    recipientCount: integer('recipient_count').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: created(),
  },
  (t) => [index('notification_sends_created_idx').on(t.createdAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** stored in both languages, so each reader sees their own (the portal's notices are written from texts.ts) */
    message: text('message').notNull(),
    messageEn: text('message_en'),
    link: text('link'),
    isSeen: flag('is_seen'),
    seenAt: ts('seen_at'),
    /** the administrator's send this came from; null for the portal's own notices */
    sendId: bigint('send_id', { mode: 'number' }).references(() => notificationSends.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by'),
    createdAt: created(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_unseen_idx')
      .on(t.userId)
      .where(sql`${t.isSeen} = 0`),
    index('notifications_send_idx').on(t.sendId, t.isSeen),
  ],
);

/** Every change to a record: who, when, what it was and what it became (spec 001 §3 Log). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id'),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    event: text('event').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    module: text('module'),
    method: text('method'),
    message: text('message'),
    ip: text('ip'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_entity_idx').on(t.entity, t.entityId, t.id),
    // the audit-log screen (server/features/auditLog): newest first, by day range and by who
    index('audit_at_idx').on(t.at, t.id),
    index('audit_actor_idx').on(t.actorId, t.at),
  ],
);

/** Each lifecycle transition, for the record's history and the analysts' views. */
export const workflowHistory = pgTable(
  'workflow_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workflow: text('workflow').notNull(),
    recordId: integer('record_id').notNull(),
    event: text('event').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    payload: jsonb('payload'),
    actorId: integer('actor_id'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('workflow_history_record_idx').on(t.workflow, t.recordId, t.id), index('workflow_history_at_idx').on(t.workflow, t.at)],
);

/**
 * The job queue (server/jobs/): work that runs after the request that asked for it and must not be lost with the
 * process — the SLA sweep and its notices. A job is claimed with FOR UPDATE SKIP LOCKED, so several workers (the
 * web process's, or `npm run worker` beside a PostgreSQL server) never take the same one; a claim older than the
 * lease is taken again (its worker died). At most one job per `key` waits at a time (a recurring job's next run).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: ts('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedAt: ts('locked_at'),
    doneAt: ts('done_at'),
    lastError: text('last_error'),
    createdAt: created(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null`),
    uniqueIndex('jobs_key_waiting_idx')
      .on(t.key)
      .where(sql`${t.doneAt} is null`),
  ],
);
