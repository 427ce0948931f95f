import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Addresses left in the landing's newsletter box; stored lowercased, once each. */
export const newsletterSuscripciones = pgTable('newsletter_suscripciones', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  origen: text('origen').notNull().default('landing'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
