import { date, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// The columns the tables all write the same way, named once. Each helper makes a new builder (a
// column belongs to one table). Changing one changes every table that uses it: after any edit,
// `npm run db:generate` must still find nothing to migrate.

/** The row's own id: a random UUID the database makes. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** A moment, with its time zone: every time column is one. */
export const timestamptz = <TName extends string>(name: TName) =>
  timestamp(name, { withTimezone: true });

/** A calendar day, read as 'YYYY-MM-DD' (a business-local date). */
export const localDate = <TName extends string>(name: TName) => date(name, { mode: 'string' });

/** When the row was written. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed (the services set it on each update). */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** `created_at` of the tables that name it in Spanish. */
export const creadoAt = () => timestamptz('creado_at').notNull().defaultNow();

/** A row that belongs to another: it always has one, and goes when that one is deleted. */
export const belongsTo = <TName extends string>(name: TName, column: () => AnyPgColumn) =>
  uuid(name).notNull().references(column, { onDelete: 'cascade' });

/** A row that may name another: the name is cleared (null) when that one is deleted. */
export const mentions = <TName extends string>(name: TName, column: () => AnyPgColumn) =>
  uuid(name).references(column, { onDelete: 'set null' });
