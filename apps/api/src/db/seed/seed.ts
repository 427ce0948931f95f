import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { establecimientos, negocios, usuarios } from '../schema/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { newCodigoNegocio, newPublicId } from '../../lib/ids.ts';
import { DEMO_NEGOCIOS, DEMO_PASSWORD } from './demo-data.ts';

export const isDatabaseEmpty = async (db: Db) =>
  ((await db.select({ n: count() }).from(usuarios))[0]?.n ?? 0) === 0;

/** Loads the demo dataset in one transaction. Hashing happens before it (never inside). */
export async function seedDemo(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const n of DEMO_NEGOCIOS) {
      const [owner] = await tx
        .insert(usuarios)
        .values({
          email: n.owner.email,
          nombre: n.owner.nombre,
          passwordHash,
          tipoUsuario: 'Negocio',
          verificado: true,
          publicId: newPublicId('NEG'),
        })
        .returning({ id: usuarios.id, publicId: usuarios.publicId });
      const [negocio] = await tx
        .insert(negocios)
        .values({
          usuarioId: owner!.id,
          publicId: owner!.publicId!,
          slug: n.slug,
          codigo: newCodigoNegocio(n.nombreComercial),
          nombreComercial: n.nombreComercial,
          rfc: n.rfc,
          categoria: n.categoria,
          gradient: n.gradient,
          sitioWeb: n.sitioWeb ?? null,
          redesSociales: n.redes,
          rangoPrecios: n.rangoPrecios,
          personalTotal: n.personalTotal,
          horarioOperacion: n.horario,
          historiaNegocio: n.historia,
          valorDiferenciador: n.diferenciador,
          destacado: true,
        })
        .returning({ id: negocios.id });
      await tx
        .insert(establecimientos)
        .values({ negocioId: negocio!.id, principal: true, ...n.establecimiento });
    }
  });
  return { negocios: DEMO_NEGOCIOS.length };
}
