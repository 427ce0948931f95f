import type { Coordenadas } from '@tarjeto/shared';

// Where this device is (navigator.geolocation), in a promise, and what each way of failing means
// to the owner in Spanish. The GeolocationPositionError codes are the spec's numbers: jsdom and
// some browsers have no GeolocationPositionError constructor to read them from.

/** How long the device may look before giving up: GPS indoors can take a while. */
export const GEOLOCALIZACION_TIMEOUT_MS = 15_000;

const PERMISO_NEGADO = 1;
const NO_DISPONIBLE = 2;
const TIEMPO_AGOTADO = 3;

export const SIN_GEOLOCALIZACION =
  'Este navegador no puede darnos tu ubicación. Escribe las coordenadas a mano.';
/** Permission refused on an iPhone or iPad: Safari's websites have their own switch in Ajustes. */
export const PERMISO_DE_UBICACION_NEGADO_IPHONE =
  'No diste permiso para usar tu ubicación. Actívalo en Ajustes › Privacidad y seguridad › Localización › Sitios web de Safari, o escribe las coordenadas.';
/** Permission refused anywhere else (Android's Chrome, a computer): the page's own permissions. */
export const PERMISO_DE_UBICACION_NEGADO =
  'No diste permiso para usar tu ubicación. Para darlo, toca el candado junto a la dirección › Permisos › Ubicación, o escribe las coordenadas.';
export const UBICACION_NO_DISPONIBLE =
  'Tu dispositivo no pudo saber dónde está. Revisa que la ubicación (GPS) esté encendida e inténtalo otra vez, o escribe las coordenadas.';
export const UBICACION_TIEMPO_AGOTADO =
  'Tardó demasiado en encontrar tu ubicación. Inténtalo otra vez cerca de una ventana, o escribe las coordenadas.';

/** An iPhone or iPad (iPadOS asks for pages as a Mac; a Mac has no touch screen). */
export function esIPhoneOIPad(
  ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
  toques: number = typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints,
): boolean {
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && toques > 1);
}

/** What to say for a failed reading; a refusal names the way to allow it on this device only. */
export function mensajeDeErrorDeUbicacion(err: unknown, iPhone = esIPhoneOIPad()): string {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === PERMISO_NEGADO)
    return iPhone ? PERMISO_DE_UBICACION_NEGADO_IPHONE : PERMISO_DE_UBICACION_NEGADO;
  if (code === TIEMPO_AGOTADO) return UBICACION_TIEMPO_AGOTADO;
  if (code === NO_DISPONIBLE) return UBICACION_NO_DISPONIBLE;
  return UBICACION_NO_DISPONIBLE;
}

export const puedeGeolocalizar = () =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator && !!navigator.geolocation;

/** Six decimals are about 10 cm: more is noise from the sensor. */
const redondear = (n: number) => Math.round(n * 1e6) / 1e6;

export interface UbicacionDelDispositivo {
  coordenadas: Coordenadas;
  /** The radius, in metres, the device is sure of. */
  precision: number;
}

/** One high-accuracy reading; rejects with the GeolocationPositionError. */
export function ubicacionDelDispositivo(): Promise<UbicacionDelDispositivo> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (pos) =>
        resolve({
          coordenadas: {
            latitud: redondear(pos.coords.latitude),
            longitud: redondear(pos.coords.longitude),
          },
          precision: pos.coords.accuracy,
        }),
      reject,
      { enableHighAccuracy: true, timeout: GEOLOCALIZACION_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}

/** Metres between two points on the Earth (haversine, mean radius). */
export function distanciaEnMetros(a: Coordenadas, b: Coordenadas): number {
  const R = 6_371_008.8;
  const rad = (g: number) => (g * Math.PI) / 180;
  const dLat = rad(b.latitud - a.latitud);
  const dLon = rad(b.longitud - a.longitud);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitud)) * Math.cos(rad(b.latitud)) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "40 m", "1.4 km", "712 km": metres under a kilometre, one decimal up to 10 km, then none. */
export function formatDistancia(metros: number): string {
  const m = Math.round(metros);
  if (m < 1000) return `${m.toLocaleString('es-MX')} m`;
  const km = metros / 1000;
  const decimales = Math.round(km * 10) / 10 < 10 ? 1 : 0;
  return `${km.toLocaleString('es-MX', { maximumFractionDigits: decimales })} km`;
}

/** "19.34901, -99.16902": five decimals, about a metre, as maps print them. */
export const formatCoordenadas = ({ latitud, longitud }: Coordenadas) =>
  `${latitud.toFixed(5)}, ${longitud.toFixed(5)}`;

export const enlaceOpenStreetMap = ({ latitud, longitud }: Coordenadas) =>
  `https://www.openstreetmap.org/?mlat=${latitud}&mlon=${longitud}#map=18/${latitud}/${longitud}`;

/** "19.34901, -99.16902" as a map app copies it: both numbers from one paste. */
export function parCopiado(texto: string): Coordenadas | null {
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(texto);
  return m ? { latitud: Number(m[1]), longitud: Number(m[2]) } : null;
}
