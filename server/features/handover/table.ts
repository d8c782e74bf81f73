/**
 * The camp handover (محضر التسليم, spec 000 §3 Form, §4 Signature; .tmp/helpers/HANDOVER.md):
 * - `handover_answers`: one answer per assignment, form and question, given at an appointment;
 * - `handover_signatures`: one row per signer (an account type the form lists, signer_num 1) of an
 *   answered form, in the handoverSignature machine's status (written only by server/lifecycle/);
 *   `signature_file_id` is the signer's profile signature image at the moment of signing, so a later
 *   change of the profile does not alter a signed handover.
 */
import { pgTable, serial, integer, timestamp, index, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountTypes, files, users } from '../../db/schema';
import { assignCamps } from '../assign/table';
import { appointments } from '../appointments/table';
import { forms } from '../forms/table';
import { questions } from '../questions/table';

export const handoverAnswers = pgTable(
  'handover_answers',
  {
    id: serial('id').primaryKey(),
    assignCampId: integer('assign_camp_id')
      .notNull()
      .references(() => assignCamps.id, { onDelete: 'cascade' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'restrict' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('handover_answers_unique_idx').on(t.assignCampId, t.formId, t.questionId), index('handover_answers_form_idx').on(t.formId)],
);

export const handoverSignatures = pgTable(
  'handover_signatures',
  {
    id: serial('id').primaryKey(),
    assignCampId: integer('assign_camp_id')
      .notNull()
      .references(() => assignCamps.id, { onDelete: 'cascade' }),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'restrict' }),
    /** the signing account type (the form's signer) */
    typeId: integer('type_id')
      .notNull()
      .references(() => accountTypes.id, { onDelete: 'restrict' }),
    signerNum: integer('signer_num').notNull().default(1),
    /** the assignment's receiving company when the form was answered (who sees the row, without a join) */
    receiverCompanyId: integer('receiver_company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** a status of the handoverSignature machine; written only by server/lifecycle/ */
    status: text('status').notNull(),
    version: integer('version').notNull().default(1),
    signedBy: integer('signed_by').references(() => users.id, { onDelete: 'set null' }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signatureFileId: integer('signature_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('handover_signatures_signer_idx').on(t.assignCampId, t.formId, t.typeId, t.signerNum),
    index('handover_signatures_status_idx').on(t.status, t.typeId),
    index('handover_signatures_form_idx').on(t.formId),
  ],
);
