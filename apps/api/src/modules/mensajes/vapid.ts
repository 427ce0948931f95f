import { createECDH } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { getOrCreateSecret } from '../../lib/secrets.ts';
import { crearClienteWebPush, type ClienteWebPush } from './web-push.client.ts';

// The key pair this server signs its Web Push requests with (VAPID, RFC 8292). Given by the
// environment (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY) or, without it, the private key is a server
// secret made once and kept in the database (lib/secrets.ts) — a browser's subscription is tied to
// the key it subscribed with, so the key must outlive restarts and be one across instances. 32
// random bytes are a P-256 private key; the public key follows from it.

export interface ClavesVapid {
  publicKey: string;
  privateKey: string;
}

export function publicaDe(privateKey: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey().toString('base64url');
}

export async function clavesVapid(db: Db, env: Partial<ClavesVapid>): Promise<ClavesVapid> {
  if (env.publicKey && env.privateKey)
    return { publicKey: env.publicKey, privateKey: env.privateKey };
  const privateKey = await getOrCreateSecret(db, 'vapid');
  return { publicKey: publicaDe(privateKey), privateKey };
}

/** The keys and the sender, made on first use and kept for the process. */
export function webPushDe(db: Db, env: Partial<ClavesVapid>, subject: string) {
  let cliente: Promise<ClienteWebPush> | null = null;
  return {
    clavePublica: async () => (await clavesVapid(db, env)).publicKey,
    cliente: () => {
      cliente ??= clavesVapid(db, env).then((c) => crearClienteWebPush({ ...c, subject }));
      cliente.catch(() => {
        cliente = null;
      });
      return cliente;
    },
  };
}
export type WebPushDeps = ReturnType<typeof webPushDe>;
