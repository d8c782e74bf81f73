/**
 * The registration forms on the server: reading a multipart body into values and
 * uploads, checking them with the shared rules (and the uploads' real content),
 * writing an account's fields and documents, and showing them back.
 *
 * Where things live: name, username, phone, type and company on `users`; numbers
 * and the licences' expiry dates on `user_profiles` (the capacity `role` is
 * "delegate" exactly when a delegate ID is on file); each document as one
 * `user_documents` row per field, with its expiry; the stamp as the account's
 * `stamp_file_id`, which the User schema already shows and forms are signed with.
 */
import { canonicalPhone } from '../../../shared/rules/phone';
import { and, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../openapi/schema';
import type { Lang } from '../../../shared/label';
import type { DbOrTx } from '../../db/client';
import { files, userDocuments, userProfiles, users } from '../../db/schema';
import { UploadedFile, type Storage } from '../../storage';
import { ApiError } from '../../http/errors';
import { serializeUser } from '../../users/serialize';
import { commitAs, sniffMime, storedFileDto } from '../../storage/stored';
import {
  documentFields,
  expiryFields,
  fileClasses,
  registrationDocuments,
  requiredDocuments,
  typeCodeOf,
  validateRegistration,
  type RegistrationContext,
  type RegistrationErrors,
} from '../../../shared/rules/registration';

export type RegistrationFormsDto = components['schemas']['RegistrationForms'];

export interface FormsInput {
  /** text values (trimmed), plus the uploads under their field names, as the shared rules read them */
  values: Record<string, unknown>;
  uploads: Record<string, UploadedFile>;
}

/** Split a normalised multipart body into trimmed values and the uploads of document fields. */
export function readForms(body: unknown): FormsInput {
  const values: Record<string, unknown> = {};
  const uploads: Record<string, UploadedFile> = {};
  for (const [key, raw] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (raw instanceof UploadedFile) {
      if (documentFields.includes(key)) uploads[key] = raw;
      values[key] = raw;
    } else if (typeof raw === 'string') values[key] = raw.trim();
    else values[key] = raw;
  }
  return { values, uploads };
}

/**
 * Check the forms with the shared rules, then each upload's real content against
 * its field's class. Returns the content types to record; throws 422 with every
 * problem found.
 */
export async function checkForms(input: FormsInput, ctx: RegistrationContext, extra: RegistrationErrors = {}): Promise<Record<string, string>> {
  const errors: RegistrationErrors = { ...validateRegistration(input.values, ctx), ...extra };
  const mimes: Record<string, string> = {};
  for (const [field, upload] of Object.entries(input.uploads)) {
    if (errors[field]) continue;
    const def = registrationDocuments.find((d) => d.field === field)!;
    const mime = await sniffMime(upload.tempPath);
    if (!mime || !fileClasses[def.class].mimes.includes(mime)) errors[field] = 'validation.file.type';
    else mimes[field] = mime;
  }
  if (Object.keys(errors).length) throw ApiError.invalid(Object.fromEntries(Object.entries(errors).map(([k, m]) => [k, [m]])));
  return mimes;
}

/** A unique-index violation on users, as the field error it means; otherwise rethrow. */
export function uniqueViolation(e: unknown): never {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = err?.code === '23505' ? err : err?.cause?.code === '23505' ? err.cause : undefined;
  if (pg?.constraint === 'users_email_unique') throw ApiError.field('email', 'validation.unique.email');
  if (pg?.constraint === 'users_username_unique') throw ApiError.field('username', 'validation.unique.username');
  throw e;
}

/** An account's registration forms as flat field → value, for comparing before and after a change. */
export type FormsSnapshot = Record<string, string | number | null>;

interface Loaded {
  user: typeof users.$inferSelect;
  profile: typeof userProfiles.$inferSelect | undefined;
  documents: Array<typeof userDocuments.$inferSelect>;
}

async function load(db: DbOrTx, userId: number): Promise<Loaded> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw ApiError.notFound('lifecycle.notFound');
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  const documents = await db.select().from(userDocuments).where(eq(userDocuments.userId, userId));
  return { user, profile, documents };
}

function snapshotOf({ user, profile, documents }: Loaded): FormsSnapshot {
  const expiries = profile?.expiries ?? {};
  const snap: FormsSnapshot = {
    name: user.name,
    username: user.username,
    phone: user.phone,
    type_id: user.typeId,
    company_name: user.companyName,
    role: profile?.delegateId ? 'delegate' : 'owner',
    cr_number: profile?.crNumber ?? null,
    cr_expiry: profile?.crExpiry ?? null,
    unified_number: profile?.unifiedNumber ?? null,
    vat_number: profile?.vatNumber ?? null,
    owner_id: profile?.ownerIdNumber ?? null,
    delegateid: profile?.delegateId ?? null,
  };
  for (const f of expiryFields) if (f !== 'cr_expiry') snap[f] = expiries[f] ?? null;
  for (const f of documentFields) snap[f] = null;
  for (const d of documents) snap[d.kind] = d.fileId;
  snap.stamp = user.stampFileId;
  return snap;
}

export async function formsSnapshot(db: DbOrTx, userId: number): Promise<FormsSnapshot> {
  return snapshotOf(await load(db, userId));
}

/** The document fields an account has on file. */
export function documentsOnFile(snapshot: FormsSnapshot): Set<string> {
  return new Set(documentFields.filter((f) => snapshot[f] !== null && snapshot[f] !== undefined));
}

/** The fields that differ, as the audit row's old and new values. */
export function diff(before: FormsSnapshot, after: FormsSnapshot): { oldValue: FormsSnapshot; newValue: FormsSnapshot } | null {
  const oldValue: FormsSnapshot = {};
  const newValue: FormsSnapshot = {};
  for (const key of Object.keys(after)) {
    if ((before[key] ?? null) === (after[key] ?? null)) continue;
    oldValue[key] = before[key] ?? null;
    newValue[key] = after[key] ?? null;
  }
  return Object.keys(newValue).length ? { oldValue, newValue } : null;
}

/**
 * Write the forms of `userId` in the caller's transaction: the account's fields,
 * its profile, and the documents sent (each committed from the upload under its
 * sniffed type). Returns the forms before and after.
 */
export async function saveForms(tx: DbOrTx, storage: Storage, userId: number, input: FormsInput, mimes: Record<string, string>): Promise<{ before: FormsSnapshot; after: FormsSnapshot }> {
  const loaded = await load(tx, userId);
  const before = snapshotOf(loaded);
  const v = input.values as Record<string, string | number | undefined>;
  const text = (key: string) => (typeof v[key] === 'string' && v[key] !== '' ? (v[key] as string) : null);
  const delegate = v.role === 'delegate';

  await tx
    .update(users)
    .set({
      name: text('name')!,
      username: text('username'),
      phone: text('phone') && canonicalPhone(text('phone')!),
      companyName: text('company_name'),
      typeId: Number(v.type_id),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));

  const expiries: Record<string, string> = {};
  for (const f of expiryFields) if (f !== 'cr_expiry' && text(f)) expiries[f] = text(f)!;
  const profile = {
    crNumber: text('cr_number'),
    crExpiry: text('cr_expiry'),
    vatNumber: text('vat_number'),
    unifiedNumber: text('unified_number'),
    ownerIdNumber: text('owner_id'),
    delegateId: delegate ? text('delegateid') : null,
    expiries,
    updatedAt: new Date(),
  };
  await tx
    .insert(userProfiles)
    .values({ userId, ...profile })
    .onConflictDoUpdate({ target: userProfiles.userId, set: profile });

  const onFile = new Map(loaded.documents.map((d) => [d.kind, d]));
  for (const def of registrationDocuments) {
    const expiry = def.expiry ? text(def.expiry) : null;
    if (def.field === 'delegation' && !delegate) {
      if (onFile.has('delegation')) await tx.delete(userDocuments).where(and(eq(userDocuments.userId, userId), eq(userDocuments.kind, 'delegation')));
      continue;
    }
    const upload = input.uploads[def.field];
    if (upload) {
      const fileId = await commitAs(storage, tx, upload, mimes[def.field] ?? upload.mime, userId);
      if (def.field === 'stamp') {
        await tx.update(users).set({ stampFileId: fileId }).where(eq(users.id, userId));
        continue;
      }
      await tx
        .insert(userDocuments)
        .values({ userId, kind: def.field, fileId, expiresAt: expiry })
        .onConflictDoUpdate({ target: [userDocuments.userId, userDocuments.kind], set: { fileId, expiresAt: expiry, createdAt: new Date() } });
    } else if (def.expiry && onFile.has(def.field) && onFile.get(def.field)!.expiresAt !== expiry) {
      await tx
        .update(userDocuments)
        .set({ expiresAt: expiry })
        .where(and(eq(userDocuments.userId, userId), eq(userDocuments.kind, def.field)));
    }
  }
  const after = await formsSnapshot(tx, userId);
  return { before, after };
}

/** The forms as the contract shows them (RegistrationForms). */
export async function serializeForms(db: DbOrTx, userId: number, lang: Lang): Promise<RegistrationFormsDto> {
  const loaded = await load(db, userId);
  const snap = snapshotOf(loaded);
  const fileIds = documentFields.map((f) => snap[f]).filter((x): x is number => typeof x === 'number');
  const rows = fileIds.length ? await db.select().from(files).where(inArray(files.id, fileIds)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const expiryOf = new Map(loaded.documents.map((d) => [d.kind, d.expiresAt]));
  const documents: RegistrationFormsDto['documents'] = [];
  for (const def of registrationDocuments) {
    const id = snap[def.field];
    const file = typeof id === 'number' ? byId.get(id) : undefined;
    if (file) documents.push({ field: def.field, file: storedFileDto(file), expires_at: expiryOf.get(def.field) ?? null });
  }
  const str = (k: string) => (snap[k] === null || snap[k] === undefined ? null : String(snap[k]));
  return {
    user: await serializeUser(db, loaded.user, lang),
    profile: {
      role: snap.role === 'delegate' ? 'delegate' : 'owner',
      cr_number: str('cr_number'),
      cr_expiry: str('cr_expiry'),
      unified_number: str('unified_number'),
      vat_number: str('vat_number'),
      owner_id: str('owner_id'),
      delegateid: str('delegateid'),
      business_expire: str('business_expire'),
      practice_expire: str('practice_expire'),
      classification_expire: str('classification_expire'),
      hajj_license_expire: str('hajj_license_expire'),
    },
    documents,
    required_documents: [...requiredDocuments(typeCodeOf(loaded.user.typeId), String(snap.role))],
  };
}
