import { sql } from 'drizzle-orm';
import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, belongsTo, mentions } from './columnas.ts';
import type { CategoriaId } from '@tarjeto/shared';
import { fotos } from './fotos.ts';
import { usuarios } from './usuarios.ts';

/** PostgreSQL's full-text document type, for the name search (no driver mapping: read as text). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A name as the search reads it: accents and tildes folded (translate), lower case and split into
 * words ('simple' configuration: no stemming, no stop words). Stored, so neither the index nor a
 * walk through a business's customers computes it again; the words searched are folded the same
 * way by `palabrasDeBusqueda` in packages/shared/src/domain/busqueda.ts.
 */
const NOMBRE_BUSQUEDA = sql`to_tsvector('simple', translate(nombre, 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCcYyy'))`;

/** A customer's record (SPEC §3 "Client record"), created by the setup wizard. */
export const clientes = pgTable(
  'clientes',
  {
    id: id(),
    usuarioId: belongsTo('usuario_id', () => usuarios.id).unique(),
    publicId: text('public_id').notNull().unique(),
    nombre: text('nombre').notNull(),
    /** The name folded into words for a business's 'Clientes' search; kept by the database. */
    nombreBusqueda: tsvector('nombre_busqueda').generatedAlwaysAs(NOMBRE_BUSQUEDA),
    edad: integer('edad').notNull(),
    genero: text('genero').notNull(),
    ciudad: text('ciudad').notNull(),
    codigoPostal: text('codigo_postal').notNull(),
    categoriaFavorita: text('categoria_favorita').array().notNull().$type<CategoriaId[]>(),
    fotoId: mentions('foto_id', () => fotos.id),
    /**
     * The rotating code's parts (DOMAIN §4): a fixed 5-character handle the Nexo looks the customer
     * up by, and the TOTP secret (base64url) the 6-digit number comes from. Made on first use.
     */
    codigoHandle: text('codigo_handle').unique(),
    codigoSecreto: text('codigo_secreto'),
    /**
     * The phone's wallet's own TOTP secret (DOMAIN §11; hex, as Google's rotating barcode takes
     * it): the same handle, a number the server accepts beside the customer's, and revocable alone
     * ('Quitar de la cartera del teléfono'). Made when a card is first added to Google Wallet.
     */
    codigoSecretoCartera: text('codigo_secreto_cartera'),
    /** Across all cards: counted visits, redemptions, and the weekly streak (DOMAIN §5). */
    visitasTotales: integer('visitas_totales').notNull().default(0),
    canjesTotales: integer('canjes_totales').notNull().default(0),
    rachaSemanas: integer('racha_semanas').notNull().default(0),
    ultimaSemana: integer('ultima_semana'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // A business's 'Clientes' search reads `tarjetas_busqueda` (migration 0011), not this column.
);
