import {
  CODIGO_DIGITOS,
  CODIGO_PASO_MS,
  CODIGO_QR_PREFIJO,
  COLOR_DE_GRADIENTE,
  contenidoDelPase,
  OFERTAS_EN_PASE,
} from '@tarjeto/shared';
import { fotoUrl } from '../fotos/fotos.routes.ts';
import type { GoogleWalletConfig } from './config.ts';
import type { CodigoRotativo, LoyaltyClass, LoyaltyObject } from './google.client.ts';
import type { PaseParaEnviar } from './pases.repository.ts';

// A card as Google Wallet holds it (DOMAIN §11): a loyalty class per business (its look, its
// levels) and a loyalty object per card (the customer's figures, the offers for their level, and
// the rotating QR). Google's names: developers.google.com/wallet/retail/loyalty-cards/rest.

/** The rotating QR: 'Mi código''s text, computed on the phone from the wallet's own secret. */
export function codigoRotativo(handle: string, secretoBase64url: string): CodigoRotativo {
  return {
    type: 'QR_CODE',
    // Exactly what 'Mi código' puts in its QR: the kiosk reads both alike.
    valuePattern: `${CODIGO_QR_PREFIJO}${handle}{totp_value_0}`,
    totpDetails: {
      periodMillis: String(CODIGO_PASO_MS),
      algorithm: 'TOTP_SHA1',
      parameters: [
        {
          key: Buffer.from(secretoBase64url, 'base64url').toString('hex'),
          valueLength: CODIGO_DIGITOS,
        },
      ],
    },
    alternateText: `Tu código de ${handle}`,
  };
}

export const idDeClase = (config: GoogleWalletConfig, negocioPublicId: string) =>
  `${config.issuerId}.negocio-${negocioPublicId.replace(/[^\w.-]/g, '_')}`;
export const idDeObjeto = (config: GoogleWalletConfig, serial: string) =>
  `${config.issuerId}.${serial}`;

/** What both wallets write on a card: its level, its visits, the progress and the season. */
export const contenidoDe = (p: PaseParaEnviar) =>
  contenidoDelPase({
    negocio: p.negocio.nombre,
    nivel: p.tarjeta.nivel,
    visitasTemporada: p.tarjeta.visitasTemporada,
    niveles: p.niveles,
    temporadaFin: p.temporadaFin,
  });

/** The pass's background: the business's brand colour, else its card gradient's. */
export const colorDelPase = (p: Pick<PaseParaEnviar['negocio'], 'color' | 'gradient'>) =>
  p.color ?? COLOR_DE_GRADIENTE[p.gradient];

const LOGO_TARJETO = '/icons/tarjeto-512.png';

export function claseDe(
  config: GoogleWalletConfig,
  p: PaseParaEnviar,
  publicUrl: string,
): LoyaltyClass {
  const niveles = [...p.niveles].sort((a, b) => a.nivel - b.nivel);
  return {
    id: idDeClase(config, p.negocio.publicId),
    issuerName: p.negocio.nombre.slice(0, 20),
    programName: `Tarjeta ${p.negocio.nombre}`.slice(0, 40),
    programLogo: {
      sourceUri: { uri: `${publicUrl}${fotoUrl(p.negocio.fotoId) ?? LOGO_TARJETO}` },
      contentDescription: {
        defaultValue: { language: 'es-MX', value: `Logo de ${p.negocio.nombre}` },
      },
    },
    hexBackgroundColor: colorDelPase(p.negocio),
    countryCode: 'MX',
    reviewStatus: 'UNDER_REVIEW',
    homepageUri: {
      uri: `${publicUrl}/negocio/${p.negocio.slug}`,
      description: `Página de ${p.negocio.nombre}`,
    },
    textModulesData: [
      {
        id: 'niveles',
        header: 'Niveles',
        body: niveles
          .map(
            (n) =>
              `${n.nombre}: ${n.visitasRequeridas} ${n.visitasRequeridas === 1 ? 'visita' : 'visitas'}`,
          )
          .join(' · '),
      },
    ],
  };
}

export function objetoDe(
  config: GoogleWalletConfig,
  p: PaseParaEnviar,
  ofertas: ReadonlyArray<{ titulo: string; descripcion: string }>,
  publicUrl: string,
): LoyaltyObject {
  const c = contenidoDe(p);
  const vivo = !p.pase.revocadoAt && p.cliente.secretoCartera && p.cliente.handle;
  return {
    id: idDeObjeto(config, p.pase.serial),
    classId: idDeClase(config, p.negocio.publicId),
    state: vivo ? 'ACTIVE' : 'INACTIVE',
    accountId: p.cliente.handle ?? '',
    accountName: p.cliente.nombre,
    loyaltyPoints: { label: 'Visitas esta temporada', balance: { int: c.visitas } },
    secondaryLoyaltyPoints: { label: 'Nivel', balance: { string: c.nombreNivel } },
    textModulesData: [
      { id: 'progreso', header: 'Tu progreso', body: c.progreso },
      ...(c.temporada ? [{ id: 'temporada', header: 'Temporada', body: c.temporada }] : []),
      ...ofertas.slice(0, OFERTAS_EN_PASE).map((o, i) => ({
        id: `oferta-${i + 1}`,
        header: o.titulo,
        body: o.descripcion,
      })),
    ],
    linksModuleData: {
      uris: [
        {
          id: 'pagina',
          uri: `${publicUrl}/negocio/${p.negocio.slug}`,
          description: `Página de ${p.negocio.nombre}`,
        },
      ],
    },
    ...(vivo
      ? { rotatingBarcode: codigoRotativo(p.cliente.handle!, p.cliente.secretoCartera!) }
      : {}),
  };
}
