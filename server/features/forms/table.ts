/**
 * Forms (النماذج, spec 000 §3 "Form: withCategory, signers, body; types general, assign, temporary
 * licence"; spec 001 §4 "Form types: assign, reassign, lock, simple_readiness_license, check_test"):
 * what a company answers at a camp handover, a readiness licence, a re-assign or lock order or a
 * temporary licence (fixed id 7, spec 001 §6). A form names its signers by account type (each with
 * signer_num 1) and its questions in order, each with its price in SAR.
 */
import { pgTable, serial, integer, timestamp, index, text, boolean, primaryKey, smallint, numeric } from 'drizzle-orm/pg-core';
import { accountTypes } from '../../db/schema';
import { questions } from '../questions/table';

export const forms = pgTable(
  'forms',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    /** general, assign, temp_license, reassign, lock, simple_readiness_license, check_test (shared/rules/forms.ts FORM_TYPES) */
    type: text('type').notNull(),
    /** the spec's withCategory: questions are shown grouped by their category */
    withCategory: boolean('with_category').notNull().default(false),
    /** the printed text of the form, in both languages */
    body: text('body'),
    bodyEn: text('body_en'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('forms_created_idx').on(t.createdAt, t.id), index('forms_type_idx').on(t.type, t.id), index('forms_name_idx').on(t.name, t.id)],
);

/** Who signs a form: one row per account type; signer_num is 1 (spec 000 §5 "Signers carry signer_num 1"). */
export const formSigners = pgTable(
  'form_signers',
  {
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => accountTypes.id),
    signerNum: smallint('signer_num').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.formId, t.typeId] })],
);

/** A form's questions in order (`sort` from 1), each with its price in SAR (/forms/questions-price/{id}). */
export const formQuestions = pgTable(
  'form_questions',
  {
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    sort: integer('sort').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.formId, t.questionId] }), index('form_questions_question_idx').on(t.questionId), index('form_questions_sort_idx').on(t.formId, t.sort)],
);
