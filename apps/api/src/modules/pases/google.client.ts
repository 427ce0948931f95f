import { createHash, createPrivateKey } from 'node:crypto';
import { SignJWT } from 'jose';
import type { GoogleWalletConfig } from './config.ts';

// Google Wallet's REST API spoken with fetch (no googleapis library): an OAuth 2.0 token for the
// service account (RFC 7523), the loyalty class and object written with insert-else-patch, messages
// that notify the phone, and the signed "save to wallet" link. Reference:
// developers.google.com/wallet/reference/rest/v1 (loyaltyclass, loyaltyobject, Message).

export const ALCANCE_WALLET = 'https://www.googleapis.com/auth/wallet_object.issuer';
const TIEMPO_MAXIMO_MS = 10_000;
// A token is renewed this long before Google says it ends, so none expires on its way.
const MARGEN_TOKEN_S = 60;

/** Google's LocalizedString: a default and, optionally, its translations. */
export interface TextoLocalizado {
  defaultValue: { language: string; value: string };
  translatedValues?: { language: string; value: string }[];
}

export interface Imagen {
  sourceUri: { uri: string };
  contentDescription?: TextoLocalizado;
}

export interface ModuloTexto {
  id?: string;
  header?: string;
  body?: string;
}

export interface Enlace {
  id?: string;
  uri: string;
  description?: string;
}

/** The fields of a LoyaltyClass we write (one per business). */
export interface LoyaltyClass {
  id: string;
  issuerName: string;
  programName: string;
  localizedProgramName?: TextoLocalizado;
  programLogo: Imagen;
  hexBackgroundColor?: string;
  /** New and updated classes go 'UNDER_REVIEW'; Google approves them itself. */
  reviewStatus: 'UNDER_REVIEW';
  countryCode?: 'MX';
  homepageUri?: Enlace;
  textModulesData?: ModuloTexto[];
}

/** loyaltyPoints.balance: exactly one of them. */
export interface Saldo {
  int?: number;
  string?: string;
  double?: number;
}

/** RotatingBarcode with TOTP: Google computes {totp_value_0} on the phone (RFC 6238). */
export interface CodigoRotativo {
  type: 'QR_CODE';
  valuePattern: string;
  totpDetails: {
    /** int64, sent as a string as Google's JSON does. */
    periodMillis: string;
    algorithm: 'TOTP_SHA1';
    /** key: the shared secret in Base16 (hex); valueLength: decimal digits. */
    parameters: { key: string; valueLength: number }[];
  };
  alternateText?: string;
}

export interface MensajeWallet {
  id: string;
  header: string;
  body: string;
  messageType?: 'TEXT' | 'TEXT_AND_NOTIFY';
  displayInterval?: IntervaloValido;
}

export interface IntervaloValido {
  start?: { date: string };
  end?: { date: string };
}

/** The fields of a LoyaltyObject we write (one per card). */
export interface LoyaltyObject {
  id: string;
  classId: string;
  state: 'ACTIVE' | 'INACTIVE';
  accountId?: string;
  accountName?: string;
  loyaltyPoints?: { label?: string; balance: Saldo };
  secondaryLoyaltyPoints?: { label?: string; balance: Saldo };
  textModulesData?: ModuloTexto[];
  linksModuleData?: { uris: Enlace[] };
  rotatingBarcode?: CodigoRotativo;
  validTimeInterval?: IntervaloValido;
  messages?: MensajeWallet[];
}

/**
 * A failed call: `status` is Google's HTTP status (null when it never answered); `reintentable`
 * says whether trying again later can help (network, 429, 5xx) or not (any other 4xx).
 */
export class ErrorGoogleWallet extends Error {
  override name = 'ErrorGoogleWallet';
  constructor(
    message: string,
    readonly status: number | null,
    readonly reintentable: boolean,
    readonly respuesta?: unknown,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface OpcionesGoogle {
  /** The clock, in ms; tests move it to see a token renewed. */
  ahora?: () => number;
  /** Per request, including its body. */
  tiempoMaximoMs?: number;
}

// Tokens per service account (and endpoint): one request in flight is shared by every caller, and
// its answer is kept until MARGEN_TOKEN_S before it ends. `vence` is Infinity while it is pending.
interface TokenEnCache {
  promesa: Promise<string>;
  vence: number;
}
const tokens = new Map<string, TokenEnCache>();

const claveDe = (config: GoogleWalletConfig) =>
  createHash('sha256')
    .update(`${config.tokenUrl}\n${config.clientEmail}\n${config.privateKeyPem}`)
    .digest('hex');

/** An access token for the Wallet API, from the cache or from config.tokenUrl. */
export function tokenDeAcceso(
  config: GoogleWalletConfig,
  opciones: OpcionesGoogle = {},
): Promise<string> {
  const ahora = opciones.ahora ?? Date.now;
  const clave = claveDe(config);
  const guardado = tokens.get(clave);
  if (guardado && ahora() < guardado.vence) return guardado.promesa;

  const pedidoEn = ahora();
  const entrada: TokenEnCache = {
    vence: Infinity,
    promesa: pedirToken(config, opciones.tiempoMaximoMs ?? TIEMPO_MAXIMO_MS).then(
      ({ token, expiraEnS }) => {
        entrada.vence = pedidoEn + (expiraEnS - MARGEN_TOKEN_S) * 1000;
        return token;
      },
      (error: unknown) => {
        // A failure is not kept: the next caller asks again.
        if (tokens.get(clave) === entrada) tokens.delete(clave);
        throw error;
      },
    ),
  };
  tokens.set(clave, entrada);
  return entrada.promesa;
}

/** Forgets a token Google refused (401) so the next call asks for a fresh one. */
async function olvidarToken(config: GoogleWalletConfig, token: string) {
  const clave = claveDe(config);
  const guardado = tokens.get(clave);
  if (
    guardado &&
    (await guardado.promesa.catch(() => null)) === token &&
    tokens.get(clave) === guardado
  )
    tokens.delete(clave);
}

async function pedirToken(config: GoogleWalletConfig, tiempoMaximoMs: number) {
  // The real clock, not `ahora`: Google judges the assertion's iat and exp by its own.
  const iat = Math.floor(Date.now() / 1000);
  const assertion = await new SignJWT({ scope: ALCANCE_WALLET })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(config.clientEmail)
    .setAudience(config.tokenUrl)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(createPrivateKey(config.privateKeyPem));
  const { status, cuerpo } = await solicitar('POST', config.tokenUrl, tiempoMaximoMs, {
    'content-type': 'application/x-www-form-urlencoded',
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion,
    }).toString(),
  });
  const r = cuerpo as { access_token?: unknown; expires_in?: unknown; error?: unknown } | undefined;
  if (status !== 200 || typeof r?.access_token !== 'string')
    throw new ErrorGoogleWallet(
      `Google no dio el token de acceso (${status}${r?.error ? `: ${String(r.error)}` : ''})`,
      status,
      esReintentable(status),
      cuerpo,
    );
  return {
    token: r.access_token,
    expiraEnS: typeof r.expires_in === 'number' ? r.expires_in : 3600,
  };
}

const esReintentable = (status: number) => status === 429 || status >= 500;

/** One HTTP exchange; a network failure or timeout becomes a retryable ErrorGoogleWallet. */
async function solicitar(
  metodo: string,
  url: string,
  tiempoMaximoMs: number,
  { body, ...headers }: Record<string, string> & { body?: string },
) {
  try {
    const r = await fetch(url, {
      method: metodo,
      headers,
      body,
      signal: AbortSignal.timeout(tiempoMaximoMs),
    });
    const texto = await r.text();
    let cuerpo: unknown = texto || undefined;
    try {
      cuerpo = texto ? JSON.parse(texto) : undefined;
    } catch {
      // Not JSON (a proxy's error page): kept as text for the message.
    }
    return { status: r.status, cuerpo };
  } catch (error) {
    throw new ErrorGoogleWallet(
      `Google Wallet no respondió a ${metodo} ${url}: ${(error as Error).message}`,
      null,
      true,
      undefined,
      { cause: error },
    );
  }
}

export interface GoogleWallet {
  /** Inserts the class, or patches it when it already exists (409). */
  guardarClase(clase: LoyaltyClass): Promise<LoyaltyClass>;
  /** Inserts the object, or patches it when it already exists (409). */
  guardarObjeto(objeto: LoyaltyObject): Promise<LoyaltyObject>;
  /** Patches the object's top-level fields. */
  actualizarObjeto(id: string, parche: Partial<LoyaltyObject>): Promise<LoyaltyObject>;
  /** Adds a message to the pass's back and notifies the phone. */
  agregarMensaje(
    id: string,
    mensaje: Pick<MensajeWallet, 'id' | 'header' | 'body'>,
  ): Promise<LoyaltyObject>;
  /** The "save to Google Wallet" link of an object already inserted. */
  enlaceParaGuardar(objetoId: string, origenes: string[]): Promise<string>;
}

export function crearGoogleWallet(
  config: GoogleWalletConfig,
  opciones: OpcionesGoogle = {},
): GoogleWallet {
  const tiempoMaximoMs = opciones.tiempoMaximoMs ?? TIEMPO_MAXIMO_MS;

  async function llamar<T>(metodo: string, ruta: string, datos: unknown): Promise<T> {
    for (let intento = 0; ; intento++) {
      const token = await tokenDeAcceso(config, opciones);
      const { status, cuerpo } = await solicitar(
        metodo,
        `${config.apiUrl}/walletobjects/v1${ruta}`,
        tiempoMaximoMs,
        {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          body: JSON.stringify(datos),
        },
      );
      if (status >= 200 && status < 300) return cuerpo as T;
      // A token revoked or ended early: one more try with a new one.
      if (status === 401 && intento === 0) {
        await olvidarToken(config, token);
        continue;
      }
      const motivo = (cuerpo as { error?: { message?: string } } | undefined)?.error?.message;
      throw new ErrorGoogleWallet(
        `Google Wallet respondió ${status} a ${metodo} ${ruta}${motivo ? `: ${motivo}` : ''}`,
        status,
        esReintentable(status),
        cuerpo,
      );
    }
  }

  const ruta = (coleccion: string, id: string) => `/${coleccion}/${encodeURIComponent(id)}`;

  // Insert first: a new card is the common case, and Google answers 409 when it exists.
  async function insertarOParchar<T extends { id: string }>(coleccion: string, recurso: T) {
    try {
      return await llamar<T>('POST', `/${coleccion}`, recurso);
    } catch (error) {
      if (error instanceof ErrorGoogleWallet && error.status === 409)
        return llamar<T>('PATCH', ruta(coleccion, recurso.id), recurso);
      throw error;
    }
  }

  return {
    guardarClase: (clase) => insertarOParchar('loyaltyClass', clase),
    guardarObjeto: (objeto) => insertarOParchar('loyaltyObject', objeto),
    actualizarObjeto: (id, parche) =>
      llamar<LoyaltyObject>('PATCH', ruta('loyaltyObject', id), parche),
    async agregarMensaje(id, mensaje) {
      // TEXT_AND_NOTIFY: shown on the pass's back and pushed as a notification (Google allows 3
      // notifying messages per pass a day; past that it refuses, and TEXT would add it silently).
      const r = await llamar<{ resource: LoyaltyObject }>(
        'POST',
        `${ruta('loyaltyObject', id)}/addMessage`,
        {
          message: {
            header: mensaje.header,
            body: mensaje.body,
            id: mensaje.id,
            messageType: 'TEXT_AND_NOTIFY',
          },
        },
      );
      return r.resource;
    },
    async enlaceParaGuardar(objetoId, origenes) {
      // Only the id: the object (and its TOTP key) stays at Google, never in a link a browser sees.
      const jwt = await new SignJWT({
        typ: 'savetowallet',
        origins: origenes,
        payload: { loyaltyObjects: [{ id: objetoId }] },
      })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
        .setIssuer(config.clientEmail)
        .setAudience('google')
        .setIssuedAt()
        .sign(createPrivateKey(config.privateKeyPem));
      return `${config.saveUrl}/${jwt}`;
    },
  };
}
