import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { clienteSetupSchema, negocioSetupSchema, type Gradient } from '@tarjeto/shared';
import type { Db } from '../client.ts';
import { usuarios } from '../schema/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { newPublicId } from '../../lib/ids.ts';
import { insertFoto } from '../../modules/fotos/fotos.repository.ts';
import { processImage } from '../../modules/fotos/image.ts';
import { crearCliente, crearNegocio } from '../../modules/perfiles/perfiles.service.ts';
import { DEMO_CLIENTES, DEMO_NEGOCIOS, DEMO_PASSWORD, type DemoNegocio } from './demo-data.ts';

export const isDatabaseEmpty = async (db: Db) =>
  ((await db.select({ n: count() }).from(usuarios))[0]?.n ?? 0) === 0;

const GRADIENT_STOPS: Record<Gradient, [string, string]> = {
  dorado: ['#9a6a08', '#5e3b00'],
  azul: ['#2563eb', '#1e2f7a'],
  rubi: ['#c2185b', '#6d112e'],
  rosa: ['#c92d72', '#7a1046'],
};

/** A logo for a demo business: its initials on its card gradient. */
async function demoLogo(nombre: string, gradient: Gradient) {
  const initials = nombre
    .split(/\s+/)
    .filter((w) => /^[A-ZÁÉÍÓÚÑ]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  const [a, b] = GRADIENT_STOPS[gradient];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="512" height="512" fill="url(#g)"/><circle cx="420" cy="90" r="150" fill="#ffffff" fill-opacity="0.1"/><text x="256" y="335" font-family="sans-serif" font-weight="800" font-size="230" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
  return processImage(await sharp(Buffer.from(svg)).png().toBuffer());
}

const setupData = (n: DemoNegocio) =>
  negocioSetupSchema.parse({
    datosPersonales: { nombreComercial: n.nombreComercial, rfc: n.rfc },
    informacionGeneral: {
      categoria: n.categoria,
      gradient: n.gradient,
      sitioWeb: n.sitioWeb,
      redesSociales: n.redes,
      rangoPrecios: n.rangoPrecios,
      personalTotal: n.personalTotal,
      horarioOperacion: n.horario,
      historiaNegocio: n.historia,
      valorDiferenciador: n.diferenciador,
    },
    establecimiento: { nombre: n.establecimiento.nombre, ubicacion: n.establecimiento },
  });

/**
 * Loads the demo dataset (DOMAIN §9) through the same code the setup wizard uses. Hashing and
 * image work happen before the transaction, never inside it.
 */
export async function seedDemo(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const logos = await Promise.all(
    DEMO_NEGOCIOS.map((n) => demoLogo(n.nombreComercial, n.gradient)),
  );
  await db.transaction(async (tx) => {
    for (const [i, n] of DEMO_NEGOCIOS.entries()) {
      const publicId = newPublicId('NEG');
      const [owner] = await tx
        .insert(usuarios)
        .values({
          email: n.owner.email,
          nombre: n.nombreComercial,
          passwordHash,
          tipoUsuario: 'Negocio',
          verificado: true,
          publicId,
        })
        .returning({ id: usuarios.id });
      const fotoId = await insertFoto(tx, owner!.id, logos[i]!);
      // The landing's sample links use the short slugs of SPEC §2 (/cuichi, /obregon…).
      await crearNegocio(tx, owner!.id, publicId, setupData(n), fotoId, {
        destacado: true,
        slug: n.slug,
      });
    }
    for (const c of DEMO_CLIENTES) {
      const perfil = clienteSetupSchema.parse(c.perfil);
      const publicId = newPublicId('CLI');
      const [u] = await tx
        .insert(usuarios)
        .values({
          email: c.email,
          nombre: perfil.datosPersonales.nombre,
          passwordHash,
          tipoUsuario: 'Cliente',
          verificado: true,
          publicId,
        })
        .returning({ id: usuarios.id });
      await crearCliente(tx, u!.id, publicId, perfil, null);
    }
  });
  return { negocios: DEMO_NEGOCIOS.length, clientes: DEMO_CLIENTES.length };
}

/** What a newcomer reads after the demo data loads: who is there and how to get in. */
export function demoBanner() {
  const lines = [
    `Datos de demostración cargados: ${DEMO_NEGOCIOS.length} negocios y ${DEMO_CLIENTES.length} clientes.`,
    `Cuentas de demostración (contraseña: ${DEMO_PASSWORD}):`,
    ...DEMO_NEGOCIOS.map((n) => `  ${n.owner.email.padEnd(28)} negocio · ${n.nombreComercial}`),
    ...DEMO_CLIENTES.map(
      (c) => `  ${c.email.padEnd(28)} cliente · ${c.perfil.datosPersonales.nombre}`,
    ),
  ];
  return lines.join('\n');
}
