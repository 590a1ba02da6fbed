import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Values every instance shares, created once by whichever starts first (INSERT ... ON CONFLICT
 * DO NOTHING, then read back): the generated session secret (docs/decisions/154).
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
