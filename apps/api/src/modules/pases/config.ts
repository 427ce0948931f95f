import { createPrivateKey, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import { EnvError, type Env } from '../../config/env.ts';

// The credentials of the phone's own wallets (DOMAIN §11, docs/wallet.md), read once at boot from
// the environment and the files it names. Either wallet is on only when all of its keys are given
// and each file reads as what it must be; a key given without the rest is a boot error, one line
// per problem. Without them the buttons are hidden and nothing else changes.

/** Google Wallet: the issuer and the service account that signs save links and calls the API. */
export interface GoogleWalletConfig {
  /** The issuer's number (Google Pay & Wallet Console); every class and object id starts with it. */
  issuerId: string;
  /** The service account's e-mail: the save link's `iss`, the token request's `iss`. */
  clientEmail: string;
  /** Its RSA private key (PKCS#8 PEM), for RS256. */
  privateKeyPem: string;
  /** The OAuth 2.0 token endpoint (the key file's `token_uri`). */
  tokenUrl: string;
  /** The Wallet REST API's base, `https://walletobjects.googleapis.com` (a stand-in in tests). */
  apiUrl: string;
  /** The save link's base, `https://pay.google.com/gp/v/save`. */
  saveUrl: string;
}

/** Apple Wallet: the pass type, its signing certificate and the APNs key. */
export interface AppleWalletConfig {
  /** pass.mx.tarjeto.lealtad */
  passTypeId: string;
  /** The team's 10-character id. */
  teamId: string;
  /** The Pass Type ID certificate (PEM) and its private key (PEM), with its passphrase if any. */
  certPem: string;
  keyPem: string;
  keyPassphrase?: string;
  /** Apple's WWDR intermediate certificate (PEM). */
  wwdrPem: string;
  /** The APNs token-auth key (.p8, PKCS#8 PEM, P-256) and its 10-character key id. */
  apnsKeyPem: string;
  apnsKeyId: string;
  /** `https://api.push.apple.com` (an HTTP/2 stand-in in tests). */
  apnsUrl: string;
  /** The PassKit web service's base the pass names: `<PUBLIC_URL>/api/pases/apple`. */
  webServiceUrl: string;
}

export interface CarteraConfig {
  google: GoogleWalletConfig | null;
  apple: AppleWalletConfig | null;
}

/** The settings each wallet reads (docs/wallet.md): `npm run wallet:dev` must print exactly these. */
export const GOOGLE_KEYS = ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_KEY_FILE'] as const;
export const APPLE_KEYS = [
  'APPLE_PASS_TYPE_ID',
  'APPLE_TEAM_ID',
  'APPLE_PASS_CERT',
  'APPLE_PASS_KEY',
  'APPLE_WWDR_CERT',
  'APPLE_APNS_KEY',
  'APPLE_APNS_KEY_ID',
] as const;

/**
 * The wallets' configuration from the environment: null for a wallet none of whose keys is set,
 * an EnvError listing every problem (a missing key, a file that cannot be read or is not what it
 * must be, no PUBLIC_URL for the pass's links and images).
 */
export function cargarConfigCartera(env: Env): CarteraConfig {
  const problemas: string[] = [];
  let conCartera = false;
  const leer = (key: string, file: string, es: (texto: string) => string | null) => {
    let texto: string;
    try {
      texto = fs.readFileSync(file, 'utf8');
    } catch {
      problemas.push(`  ${key}: no se pudo leer el archivo "${file}"`);
      return '';
    }
    const error = es(texto);
    if (error) problemas.push(`  ${key}: ${error} ("${file}")`);
    return texto;
  };
  const faltan = (keys: readonly (keyof Env)[], wallet: string) => {
    const dadas = keys.filter((k) => env[k] !== undefined);
    if (dadas.length === 0) return true;
    for (const k of keys)
      if (env[k] === undefined)
        problemas.push(`  ${k}: falta (${wallet} necesita también ${dadas.join(', ')})`);
    conCartera = true;
    return false;
  };

  let google: GoogleWalletConfig | null = null;
  if (!faltan(GOOGLE_KEYS, 'Google Wallet')) {
    const archivo = leer('GOOGLE_WALLET_KEY_FILE', env.GOOGLE_WALLET_KEY_FILE!, (texto) => {
      try {
        const k = JSON.parse(texto) as Record<string, unknown>;
        if (typeof k.client_email !== 'string' || typeof k.private_key !== 'string')
          return 'no es la llave JSON de una cuenta de servicio (sin client_email o private_key)';
        return esLlavePrivada(k.private_key, 'rsa');
      } catch {
        return 'no es JSON';
      }
    });
    if (archivo) {
      const k = JSON.parse(archivo) as {
        client_email: string;
        private_key: string;
        token_uri?: string;
      };
      google = {
        issuerId: env.GOOGLE_WALLET_ISSUER_ID!,
        clientEmail: k.client_email,
        privateKeyPem: k.private_key,
        tokenUrl:
          env.GOOGLE_OAUTH_TOKEN_URL ?? k.token_uri ?? 'https://oauth2.googleapis.com/token',
        apiUrl: sinBarra(env.GOOGLE_WALLET_API_URL),
        saveUrl: sinBarra(env.GOOGLE_WALLET_SAVE_URL),
      };
    }
  }

  let apple: AppleWalletConfig | null = null;
  if (!faltan(APPLE_KEYS, 'Apple Wallet')) {
    const cert = leer('APPLE_PASS_CERT', env.APPLE_PASS_CERT!, esCertificado);
    const key = leer('APPLE_PASS_KEY', env.APPLE_PASS_KEY!, (t) =>
      esLlavePrivada(t, null, env.APPLE_PASS_KEY_PASSPHRASE),
    );
    const wwdr = leer('APPLE_WWDR_CERT', env.APPLE_WWDR_CERT!, esCertificado);
    const apns = leer('APPLE_APNS_KEY', env.APPLE_APNS_KEY!, (t) => esLlavePrivada(t, 'ec'));
    if (cert && key && wwdr && apns && env.PUBLIC_URL)
      apple = {
        passTypeId: env.APPLE_PASS_TYPE_ID!,
        teamId: env.APPLE_TEAM_ID!,
        certPem: cert,
        keyPem: key,
        keyPassphrase: env.APPLE_PASS_KEY_PASSPHRASE,
        wwdrPem: wwdr,
        apnsKeyPem: apns,
        apnsKeyId: env.APPLE_APNS_KEY_ID!,
        apnsUrl: sinBarra(env.APPLE_APNS_URL),
        webServiceUrl: `${sinBarra(env.PUBLIC_URL)}/api/pases/apple`,
      };
  }
  if (conCartera && !env.PUBLIC_URL)
    problemas.push(
      '  PUBLIC_URL: falta (la cartera del teléfono la usa para los enlaces y las imágenes del pase)',
    );
  if (problemas.length) throw new EnvError(problemas);
  return { google, apple };
}

const sinBarra = (url: string) => url.replace(/\/+$/, '');

function esCertificado(texto: string) {
  try {
    new X509Certificate(texto);
    return null;
  } catch {
    return 'no es un certificado X.509 en PEM';
  }
}

function esLlavePrivada(texto: string, tipo: 'rsa' | 'ec' | null, passphrase?: string) {
  try {
    const k = createPrivateKey({ key: texto, passphrase });
    if (tipo && k.asymmetricKeyType !== tipo)
      return `es una llave ${k.asymmetricKeyType ?? 'desconocida'}; se espera ${tipo === 'ec' ? 'EC P-256 (.p8)' : 'RSA'}`;
    return null;
  } catch {
    return passphrase === undefined
      ? 'no es una llave privada en PEM (¿lleva contraseña? APPLE_PASS_KEY_PASSPHRASE)'
      : 'no es una llave privada en PEM, o la contraseña no es la suya';
  }
}
