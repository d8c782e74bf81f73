/**
 * Term conditions (الشروط والأحكام): what an account acknowledges before it uses the portal
 * (users.is_acknowledged; spec 000 §5: with the policy switched on, a non-administrator who has
 * not acknowledged is refused). The spec shows no fields; we keep one text per account type
 * (a contractor's obligations are not a government entity's): a title and a body in Arabic and
 * English, and when they last changed. The set is one per non-administrator type, written by
 * the reference seed (seed.ts) and never added to or deleted from on screen (the spec offers a
 * list and one record's page): an administrator edits the texts.
 */
import { pgTable, serial, integer, timestamp, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountTypes } from '../../db/schema';

export const termConditions = pgTable(
  'term_conditions',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => accountTypes.id),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    body: text('body').notNull(),
    bodyEn: text('body_en').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // one text per account type
  (t) => [uniqueIndex('term_conditions_type_key').on(t.typeId)],
);
