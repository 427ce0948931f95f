// Test credentials for the phone's wallets (docs/wallet.md): a local CA standing in for Apple's
// root, a "WWDR" intermediate it signs, a Pass Type ID certificate that intermediate signs, an
// APNs token key and a Google service-account key file. They have the shape of the real ones, so
// the server boots with both wallets on and a pass can be built, signed and checked with
// `openssl smime -verify -CAfile ca.pem`; no phone accepts them (they chain to our CA, not Apple's,
// and Google knows nothing of the account).
//
// Keys come from node:crypto (fast, native); node-forge only writes the certificates, which
// node:crypto cannot. No openssl binary is needed.
import { generateKeyPair, randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';

export const PASS_TYPE_ID_PRUEBA = 'pass.mx.tarjeto.dev';
/** Apple's team ids are 10 characters. */
export const TEAM_ID_PRUEBA = 'TARJETO0DV';
/** Fixed, so a second run writes the same AuthKey_<id>.p8 and leaves no stale key behind. */
export const APNS_KEY_ID_PRUEBA = 'TJDEVAPNS1';
export const ISSUER_ID_PRUEBA = '3388000000000000001';
export const PROYECTO_GOOGLE_PRUEBA = 'tarjeto-dev';
export const CORREO_GOOGLE_PRUEBA = `tarjeto-dev@${PROYECTO_GOOGLE_PRUEBA}.iam.gserviceaccount.com`;

export interface CredencialesDePrueba {
  /** Absolute paths of what was written. */
  archivos: {
    /** The local CA (stands in for Apple's root): `openssl smime -verify -CAfile`. */
    ca: string;
    /** The intermediate that signs the pass certificate (stands in for Apple's WWDR). */
    wwdr: string;
    certificadoPase: string;
    /** PKCS#8 PEM, no passphrase. */
    llavePase: string;
    /** AuthKey_<KEYID>.p8 */
    llaveApns: string;
    /** The service account's JSON key, as Google's console downloads it. */
    llaveGoogle: string;
  };
  /** The environment that turns both wallets on with these files (no base URLs). */
  env: Record<string, string>;
}

type Llaves = { privada: forge.pki.rsa.PrivateKey; publica: forge.pki.rsa.PublicKey; pem: string };

const generar = promisify(generateKeyPair);

async function llavesRsa(): Promise<Llaves> {
  const { privateKey, publicKey } = await generar('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    privada: forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey,
    publica: forge.pki.publicKeyFromPem(publicKey),
    pem: privateKey,
  };
}

const UTF8 = forge.asn1.Type.UTF8;
const nombre = (campos: [string, string][]): forge.pki.CertificateField[] =>
  campos.map(([shortName, value]) =>
    // UID has no short name in forge: by its OID. UTF8String throughout, for the accents.
    shortName === 'UID'
      ? { type: '0.9.2342.19200300.100.1.1', value, valueTagClass: UTF8 }
      : shortName === 'C'
        ? { shortName, value }
        : { shortName, value, valueTagClass: UTF8 },
  ) as forge.pki.CertificateField[];

const DIA = 86_400_000;

function certificado(o: {
  sujeto: forge.pki.CertificateField[];
  publica: forge.pki.rsa.PublicKey;
  emisor: forge.pki.Certificate | null;
  firma: forge.pki.rsa.PrivateKey;
  años: number;
  extensiones: object[];
}) {
  const c = forge.pki.createCertificate();
  c.publicKey = o.publica;
  // Positive (first byte < 0x80) and unique enough for a test chain.
  c.serialNumber = `01${randomBytes(15).toString('hex')}`;
  // A day back, so a clock a little behind still finds them valid.
  c.validity.notBefore = new Date(Date.now() - DIA);
  c.validity.notAfter = new Date(Date.now() + o.años * 365 * DIA);
  c.setSubject(o.sujeto);
  c.setIssuer(o.emisor ? o.emisor.subject.attributes : o.sujeto);
  const emisor = o.emisor ?? c;
  c.setExtensions([
    ...o.extensiones,
    { name: 'subjectKeyIdentifier' },
    {
      name: 'authorityKeyIdentifier',
      keyIdentifier: emisor.generateSubjectKeyIdentifier().getBytes(),
    },
  ]);
  c.sign(o.firma, forge.md.sha256.create());
  return c;
}

const escribir = (archivo: string, texto: string, secreto = false) => {
  fs.writeFileSync(archivo, texto, { mode: secreto ? 0o600 : 0o644 });
  // writeFileSync's mode applies only to a new file: a rerun over an older one keeps it tight.
  if (secreto) fs.chmodSync(archivo, 0o600);
};

/** Writes the test credentials into `dir` (created if missing; files overwritten) and returns their paths and env. */
export async function crearCredencialesDePrueba(dir: string): Promise<CredencialesDePrueba> {
  const base = path.resolve(dir);
  fs.mkdirSync(base, { recursive: true });

  // Four RSA keys and a P-256 one, made side by side on libuv's threads.
  const [llavesCa, llavesWwdr, llavesPase, google, apns] = await Promise.all([
    llavesRsa(),
    llavesRsa(),
    llavesRsa(),
    llavesRsa(),
    generar('ec', {
      namedCurve: 'prime256v1',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      // APNs: PKCS#8, as Apple's .p8 download.
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    }).then((k) => k.privateKey),
  ]);

  // The chain: CA (root) → WWDR (intermediate) → Pass Type ID (leaf), as Apple's is.
  const ca = certificado({
    sujeto: nombre([
      ['CN', 'Tarjeto CA de desarrollo (no es de Apple)'],
      ['O', 'Tarjeto (desarrollo)'],
      ['C', 'MX'],
    ]),
    publica: llavesCa.publica,
    emisor: null,
    firma: llavesCa.privada,
    años: 10,
    extensiones: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  const wwdr = certificado({
    sujeto: nombre([
      ['CN', 'Tarjeto WWDR de desarrollo (no es de Apple)'],
      ['OU', 'G4'],
      ['O', 'Tarjeto (desarrollo)'],
      ['C', 'MX'],
    ]),
    publica: llavesWwdr.publica,
    emisor: ca,
    firma: llavesCa.privada,
    años: 10,
    extensiones: [
      { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  const pase = certificado({
    // Apple's Pass Type ID certificates name the pass type as UID and the team as OU.
    sujeto: nombre([
      ['UID', PASS_TYPE_ID_PRUEBA],
      ['CN', `Pass Type ID: ${PASS_TYPE_ID_PRUEBA}`],
      ['OU', TEAM_ID_PRUEBA],
      ['O', 'Tarjeto (desarrollo)'],
      ['C', 'MX'],
    ]),
    publica: llavesPase.publica,
    emisor: wwdr,
    firma: llavesWwdr.privada,
    años: 5,
    extensiones: [
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      // Apple's own pass-signing usage and pass-type extension, so the leaf reads like theirs
      // (and, like theirs, checks with `openssl smime -verify -purpose any`).
      { name: 'extKeyUsage', '1.2.840.113635.100.4.14': true },
      {
        id: '1.2.840.113635.100.6.1.16',
        value: forge.asn1.create(forge.asn1.Class.UNIVERSAL, UTF8, false, PASS_TYPE_ID_PRUEBA),
      },
    ],
  });

  // Google: a service account's JSON key, field for field as the console gives it.
  const clientId = `1${Array.from({ length: 20 }, () => randomInt(10)).join('')}`;
  const llaveGoogle = {
    type: 'service_account',
    project_id: PROYECTO_GOOGLE_PRUEBA,
    private_key_id: randomBytes(20).toString('hex'),
    private_key: google.pem,
    client_email: CORREO_GOOGLE_PRUEBA,
    client_id: clientId,
    auth_uri: 'https://accounts.google.com/o/oauth2/auth',
    token_uri: 'https://oauth2.googleapis.com/token',
    auth_provider_x509_cert_url: 'https://www.googleapis.com/oauth2/v1/certs',
    client_x509_cert_url: `https://www.googleapis.com/robot/v1/metadata/x509/${encodeURIComponent(CORREO_GOOGLE_PRUEBA)}`,
    universe_domain: 'googleapis.com',
  };

  const archivos = {
    ca: path.join(base, 'ca.pem'),
    wwdr: path.join(base, 'wwdr.pem'),
    certificadoPase: path.join(base, 'pase-cert.pem'),
    llavePase: path.join(base, 'pase-llave.pem'),
    llaveApns: path.join(base, `AuthKey_${APNS_KEY_ID_PRUEBA}.p8`),
    llaveGoogle: path.join(base, 'google-cuenta-de-servicio.json'),
  };
  escribir(archivos.ca, forge.pki.certificateToPem(ca));
  escribir(archivos.wwdr, forge.pki.certificateToPem(wwdr));
  escribir(archivos.certificadoPase, forge.pki.certificateToPem(pase));
  escribir(archivos.llavePase, llavesPase.pem, true);
  escribir(archivos.llaveApns, apns, true);
  escribir(archivos.llaveGoogle, `${JSON.stringify(llaveGoogle, null, 2)}\n`, true);

  return {
    archivos,
    env: {
      GOOGLE_WALLET_ISSUER_ID: ISSUER_ID_PRUEBA,
      GOOGLE_WALLET_KEY_FILE: archivos.llaveGoogle,
      APPLE_PASS_TYPE_ID: PASS_TYPE_ID_PRUEBA,
      APPLE_TEAM_ID: TEAM_ID_PRUEBA,
      APPLE_PASS_CERT: archivos.certificadoPase,
      APPLE_PASS_KEY: archivos.llavePase,
      APPLE_WWDR_CERT: archivos.wwdr,
      APPLE_APNS_KEY: archivos.llaveApns,
      APPLE_APNS_KEY_ID: APNS_KEY_ID_PRUEBA,
    },
  };
}
