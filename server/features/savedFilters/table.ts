/** The saved-filters area's table (drizzle-kit reads it beside server/db/schema.ts). */
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';

/** A user's named filters for a list (the list screens' "saved filters"); each user sees only their own. */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** which list: users, requests, roles, alliances, notifications */
    list: text('list').notNull(),
    name: text('name').notNull(),
    /** the list's address parameters, as strings */
    filters: jsonb('filters').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_filters_user_list_name_idx').on(t.userId, t.list, t.name)],
);
