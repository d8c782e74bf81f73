/**
 * Readiness licences (رخص الجاهزية, spec 001 §3 "Readiness order: id, form_id, answers,
 * has_answers_in_version, assign_camp_id, is_committed, validity_period, rejection_reason,
 * full_path"): a company's request to operate a camp delivered to it.
 * - `assign_camp_id`: the delivered assignment (status `deliverd`) of the company;
 *   `company_id` copies its receiver so the lifecycle decides who sees a row without a join;
 * - `form_id`: the form of type `simple_readiness_license` whose questions it answers (the newest
 *   when the licence was made); the answers are `readiness_answers`, one per question;
 * - `has_answers_in_version`: the answers of this version were sent (false on creation and after
 *   a disapproval) — "answers not sent yet" is this flag, not a status;
 * - `status`: the readinessLicence machine's, written only by server/lifecycle/;
 * - `approved_at` / `expires_at`: set on approval (`validity_period` days).
 * One open request (pending or disapproved) per assignment: the partial unique index. An approved
 * licence does not hold the camp: the company may request the next one (a renewal) while it runs.
 * `readiness_settings` is the one record of the readiness settings (the pledge, the periods offered).
 */
import { pgTable, serial, integer, timestamp, index, text, boolean, primaryKey, uniqueIndex, jsonb } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { files, users } from '../../db/schema';
import { assignCamps } from '../assign/table';
import { forms } from '../forms/table';
import { questions } from '../questions/table';

export const readinessLicenses = pgTable(
  'readiness_licenses',
  {
    id: serial('id').primaryKey(),
    assignCampId: integer('assign_camp_id')
      .notNull()
      .references(() => assignCamps.id, { onDelete: 'restrict' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    formId: integer('form_id').references(() => forms.id, { onDelete: 'restrict' }),
    isCommitted: boolean('is_committed').notNull().default(false),
    hasAnswersInVersion: boolean('has_answers_in_version').notNull().default(false),
    validityPeriod: integer('validity_period'),
    rejectionReason: text('rejection_reason'),
    krokyFileId: integer('kroky_file_id').references(() => files.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** what the licence's QR code carries (server/licence/token.ts), given on approval */
    licenceToken: text('licence_token'),
    /** a status of the readinessLicence machine; written only by server/lifecycle/ */
    status: text('status').notNull(),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('readiness_licenses_created_idx').on(t.createdAt, t.id),
    index('readiness_licenses_company_idx').on(t.companyId, t.createdAt),
    index('readiness_licenses_status_idx').on(t.status, t.createdAt),
    index('readiness_licenses_assign_idx').on(t.assignCampId),
    uniqueIndex('readiness_licenses_token_idx').on(t.licenceToken),
    uniqueIndex('readiness_licenses_open_idx')
      .on(t.assignCampId)
      .where(sql`${t.status} in ('pending', 'disapproved')`),
  ],
);

/** The answers of a licence, one per question of its form. */
export const readinessAnswers = pgTable(
  'readiness_answers',
  {
    licenseId: integer('license_id')
      .notNull()
      .references(() => readinessLicenses.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.licenseId, t.questionId] }), index('readiness_answers_question_idx').on(t.questionId)],
);

/** The readiness settings (id 1): the pledge a company agrees to, the validity periods (days) staff choose from. */
export const readinessSettings = pgTable('readiness_settings', {
  id: integer('id').primaryKey(),
  pledge: text('pledge').notNull(),
  pledgeEn: text('pledge_en').notNull(),
  validityPeriods: jsonb('validity_periods').$type<number[]>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
