import { createPrivateKey } from 'node:crypto';
import {
  codigoParaMostrar,
  leerCodigoCliente,
  OFERTAS_EN_PASE,
  UBICACIONES_EN_PASE,
} from '@tarjeto/shared';
import { PassType, PKPass } from 'passkit-generator';
import sharp, { type Sharp } from 'sharp';
import type { AppleWalletConfig } from './config.ts';

// A card as Apple Wallet holds it (DOMAIN §11): a signed storeCard .pkpass with the customer's
// figures, the offers for their level on the back, the shop's places for the lock screen and the
// web service the phone asks for updates. Apple's names:
// developer.apple.com/documentation/walletpasses/pass.
//
// passkit-generator zips in plain JS (do-not-zip: stored, no compression, the whole archive as an
// array of numbers) and hashes and signs with node-forge, so the pass must stay small: every image
// is a few kilobytes of PNG, never the business's upload as it came.

export interface DatosPaseApple {
  /** serialNumber */
  serial: string;
  /** The business's latest message sent through the wallet (DOMAIN §12), if any. */
  aviso?: string | null;
  /** authenticationToken: at least 16 characters (Apple's rule). */
  authToken: string;
  negocio: {
    nombre: string;
    /** '#rrggbb' */
    colorFondo: string;
    colorTexto: string;
    colorEtiqueta: string;
    /** The business's logo (any format sharp reads); null: Tarjeto's. */
    logoPng: Buffer | null;
  };
  cliente: { nombre: string };
  /** 'Bronce' | 'Plata' | 'Oro' | 'Rubí', or the business's own names. */
  nivel: string;
  visitasTemporada: number;
  /** 'Te faltan 2 visitas para Plata', the top level's line… (shared contenidoDelPase). */
  progreso: string;
  /** 'Hasta el 31 de diciembre de 2026', or null without an open season (contenidoDelPase). */
  temporada: string | null;
  /** On the back, at most OFERTAS_EN_PASE. */
  ofertas: { titulo: string; descripcion: string }[];
  /** The QR's text, e.g. 'TARJETO:7Q4KM482913'; null: no code (a removed pass). */
  codigo: string | null;
  /** A removed pass: Apple shows it as void and it can no longer be used. */
  anulado: boolean;
  /** At most UBICACIONES_EN_PASE (Apple's limit); the rest are left out. */
  ubicaciones: { latitude: number; longitude: number; relevantText: string }[];
  /** The business's public page. */
  paginaUrl: string;
  modificadoEn: Date;
}

/** The signed .pkpass (application/vnd.apple.pkpass). */
export async function construirPaseApple(
  config: AppleWalletConfig,
  datos: DatosPaseApple,
): Promise<Buffer> {
  const { negocio } = datos;
  if (datos.authToken.length < 16)
    throw new Error('El authenticationToken del pase debe tener al menos 16 caracteres');
  if (datos.codigo === '') throw new Error('El código del pase no es válido: está vacío');

  const colores = {
    backgroundColor: rgb(negocio.colorFondo),
    foregroundColor: rgb(negocio.colorTexto),
    labelColor: rgb(negocio.colorEtiqueta),
  };
  const imagenes = await imagenesDelPase(negocio.logoPng, colores.backgroundColor);
  const pase = new PKPass(imagenes, certificadosDe(config), {
    formatVersion: 1,
    passTypeIdentifier: config.passTypeId,
    teamIdentifier: config.teamId,
    serialNumber: datos.serial,
    organizationName: negocio.nombre,
    description: `Tarjeta de lealtad de ${negocio.nombre} en Tarjeto`,
    logoText: negocio.nombre,
    webServiceURL: config.webServiceUrl,
    authenticationToken: datos.authToken,
    sharingProhibited: true,
    ...colores,
    ...(datos.anulado ? { voided: true } : {}),
  });

  const tarjeta = new PassType('storeCard');
  tarjeta.primaryFields.push({
    key: 'visitas',
    label: 'Visitas esta temporada',
    value: datos.visitasTemporada,
  });
  tarjeta.secondaryFields.push(
    { key: 'nivel', label: 'Nivel', value: datos.nivel },
    { key: 'progreso', label: 'Tu progreso', value: datos.progreso },
  );
  tarjeta.auxiliaryFields.push(
    ...(datos.temporada ? [{ key: 'temporada', label: 'Temporada', value: datos.temporada }] : []),
    {
      key: 'cliente',
      label: 'Cliente',
      value: datos.cliente.nombre,
      textAlignment: 'PKTextAlignmentRight',
    },
  );
  const ofertas = datos.ofertas.slice(0, OFERTAS_EN_PASE);
  // The business's latest aviso (DOMAIN §12): a new text here is shown as a notification.
  if (datos.aviso)
    tarjeta.backFields.push({
      key: 'aviso',
      label: `Aviso de ${negocio.nombre}`,
      value: datos.aviso,
      changeMessage: '%@',
    });
  tarjeta.backFields.push(
    ...(ofertas.length
      ? ofertas.map((o, i) =>
          // An empty value is valid JSON but an empty row on the back: the title alone then.
          o.descripcion.trim()
            ? { key: `oferta-${i + 1}`, label: o.titulo, value: o.descripcion }
            : { key: `oferta-${i + 1}`, label: 'Oferta', value: o.titulo },
        )
      : [{ key: 'ofertas', label: 'Ofertas', value: 'Por ahora no hay ofertas para tu nivel.' }]),
    {
      key: 'pagina',
      label: `Página de ${negocio.nombre}`,
      value: datos.paginaUrl,
      attributedValue: `<a href="${escaparHtml(datos.paginaUrl)}">Ver la página</a>`,
      dataDetectorTypes: ['PKDataDetectorTypeLink'],
    },
    {
      // ISO without milliseconds: the phone shows it in its own time zone and format.
      key: 'actualizada',
      label: 'Actualizada',
      value: datos.modificadoEn.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      dateStyle: 'PKDateStyleMedium',
      timeStyle: 'PKDateStyleShort',
    },
    {
      key: 'tarjeto',
      label: 'Tarjeto',
      value:
        'Tu tarjeta se actualiza sola con cada visita. Tarjeto: todas tus tarjetas de lealtad en un solo lugar.',
    },
  );
  pase.types.push(tarjeta);

  if (datos.codigo !== null)
    pase.setBarcodes({
      format: 'PKBarcodeFormatQR',
      message: datos.codigo,
      messageEncoding: 'iso-8859-1',
      altText: textoDelCodigo(datos.codigo),
    });
  const ubicaciones = datos.ubicaciones.slice(0, UBICACIONES_EN_PASE).map((u) => ({
    latitude: u.latitude,
    longitude: u.longitude,
    ...(u.relevantText.trim() ? { relevantText: u.relevantText } : {}),
  }));
  if (ubicaciones.length) pase.setLocations(...ubicaciones);
  // passkit-generator drops an entry its schema refuses with a console.warn and goes on: a pass
  // without its code, or silently without a shop, is an error here.
  if ((pase.props.barcodes?.length ?? 0) !== (datos.codigo === null ? 0 : 1))
    throw new Error(`El código del pase no es válido: ${JSON.stringify(datos.codigo)}`);
  if ((pase.props.locations?.length ?? 0) !== ubicaciones.length)
    throw new Error('Alguna ubicación del pase no es válida');

  return pase.getAsBuffer();
}

/** 'TARJETO:7Q4KM482913' → '7Q4KM-482913', what 'Mi código' shows; anything else as it is. */
function textoDelCodigo(codigo: string) {
  const c = leerCodigoCliente(codigo);
  return c ? codigoParaMostrar(c) : codigo;
}

/** '#c2185b' (or '#c15') → 'rgb(194, 24, 91)', the form pass.json documents. */
export function rgb(hex: string) {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`Color no válido para el pase: ${JSON.stringify(hex)}`);
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const escaparHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// node-forge (passkit-generator's signer) reads only RSA keys in the PEM forms it knows. The key
// goes through node:crypto first — the same reading config.ts checked at boot, passphrase and all
// — and reaches forge as plain PKCS#1, once per configuration.
const certificados = new WeakMap<AppleWalletConfig, ConstructorParameters<typeof PKPass>[1]>();
function certificadosDe(config: AppleWalletConfig) {
  let c = certificados.get(config);
  if (!c) {
    const llave = createPrivateKey({ key: config.keyPem, passphrase: config.keyPassphrase });
    c = {
      wwdr: config.wwdrPem,
      signerCert: config.certPem,
      signerKey: llave.export({ type: 'pkcs1', format: 'pem' }) as string,
    };
    certificados.set(config, c);
  }
  return c;
}

// Tarjeto's mark (apps/web/public/icons/tarjeto.svg): the pass's icon, and its logo when the
// business has none. Shapes only, so sharp draws it without fonts.
const MARCA_TARJETO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
<defs><linearGradient id="rubi" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#c2185b"/><stop offset="1" stop-color="#6d112e"/></linearGradient></defs>
<rect width="512" height="512" rx="112" fill="url(#rubi)"/>
<g transform="rotate(-8 256 256)">
<rect x="86" y="159" width="340" height="214" rx="34" fill="#4a0b1f" opacity="0.35"/>
<rect x="86" y="149" width="340" height="214" rx="34" fill="#ffffff"/>
<rect x="86" y="192" width="340" height="36" fill="#f8b41c"/>
<rect x="120" y="281.68" width="115.6" height="14.98" rx="7.49" fill="#d6d3d1"/>
<rect x="120" y="311.64" width="74.8" height="14.98" rx="7.49" fill="#e7e5e4"/>
<circle cx="358" cy="298.8" r="27.82" fill="#a3143f"/>
</g></svg>`;

const png = (s: Sharp) => s.png({ compressionLevel: 9, palette: true }).toBuffer();

/** Apple's sizes in points (@2x doubles them): icon 29×29, storeCard logo up to 160×50. */
async function imagenesConLogo(logo: Buffer, icono: Buffer, fondo: string) {
  const [iconPng, icon2x, logoPng, logo2x] = await Promise.all([
    png(sharp(icono).resize(29, 29, { fit: 'contain', background: fondo })),
    png(sharp(icono).resize(58, 58, { fit: 'contain', background: fondo })),
    png(sharp(logo).resize(160, 50, { fit: 'inside' })),
    png(sharp(logo).resize(320, 100, { fit: 'inside' })),
  ]);
  return {
    'icon.png': iconPng,
    'icon@2x.png': icon2x,
    'logo.png': logoPng,
    'logo@2x.png': logo2x,
  };
}

// Tarjeto's images are the same for every pass: drawn once per process.
let imagenesTarjeto: ReturnType<typeof imagenesConLogo> | null = null;

function imagenesDelPase(logo: Buffer | null, fondo: string) {
  const marca = Buffer.from(MARCA_TARJETO);
  if (logo) return imagenesConLogo(logo, logo, fondo);
  imagenesTarjeto ??= imagenesConLogo(marca, marca, '#00000000').catch((err: unknown) => {
    imagenesTarjeto = null;
    throw err;
  });
  return imagenesTarjeto;
}
