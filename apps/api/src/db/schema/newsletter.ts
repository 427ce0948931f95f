import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columnas.ts';

/** Addresses left in the landing's newsletter box; stored lowercased, once each. */
export const newsletterSuscripciones = pgTable('newsletter_suscripciones', {
  id: id(),
  email: text('email').notNull().unique(),
  origen: text('origen').notNull().default('landing'),
  createdAt: createdAt(),
});
