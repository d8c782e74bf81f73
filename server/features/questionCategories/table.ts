/**
 * Question categories (تصنيفات الأسئلة, spec 000 §3 "Question category: flag for all users, users,
 * types"): who a category's questions are for. With `all_users` on, the category names its users one
 * by one (chosen from all users); with it off, it names account types. Both lists are join tables.
 */
import { pgTable, serial, integer, timestamp, index, text, boolean, primaryKey } from 'drizzle-orm/pg-core';
import { accountTypes, users } from '../../db/schema';

export const questionCategories = pgTable(
  'question_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    allUsers: boolean('all_users').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('question_categories_created_idx').on(t.createdAt, t.id), index('question_categories_name_idx').on(t.name, t.id)],
);

/** The users a category names (used when `all_users` is on). */
export const questionCategoryUsers = pgTable(
  'question_category_users',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => questionCategories.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.userId] }), index('question_category_users_user_idx').on(t.userId)],
);

/** The account types a category names (used when `all_users` is off). */
export const questionCategoryTypes = pgTable(
  'question_category_types',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => questionCategories.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => accountTypes.id),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.typeId] })],
);
