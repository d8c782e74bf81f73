/**
 * Questions (الأسئلة): the bank the forms draw on (spec 000 §2 Templates). A question has an answer
 * type (shared/rules/questions.ts QUESTION_TYPES); a choice question carries its options in both
 * languages, each with an id that stays when the option is renamed (answers keep pointing at it).
 */
import { pgTable, serial, integer, timestamp, index, text, boolean, jsonb } from 'drizzle-orm/pg-core';
import { questionCategories } from '../questionCategories/table';

export interface QuestionOption {
  id: number;
  name: string;
  name_en: string;
}

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    /** yes_no, text, number, choice, date */
    type: text('type').notNull(),
    /** the choices of a `choice` question, in order; empty for the other types */
    options: jsonb('options').$type<QuestionOption[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    categoryId: integer('category_id').references(() => questionCategories.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('questions_created_idx').on(t.createdAt, t.id), index('questions_category_idx').on(t.categoryId, t.id), index('questions_title_idx').on(t.title, t.id)],
);
