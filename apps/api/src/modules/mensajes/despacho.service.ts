import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { fueraDeSilencio, type CanalMensaje } from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { encolarObjeto } from '../pases/pases.repository.ts';
import { correoDeAviso } from './correo-aviso.ts';
import {
  cerrarMensaje,
  marcarRebote,
  olvidarSuscripcion,
  paseVigente,
  reclamarMensajes,
  reprogramarMensaje,
  suscripcionesDe,
  type MensajeParaEnviar,
} from './mensajes.repository.ts';
import { rutaDeTarjeta, type ClienteWebPush } from './web-push.client.ts';

// The messages' sender (DOMAIN §12): every few seconds each instance claims what is due — leased,
// FOR UPDATE SKIP LOCKED, so two instances never take the same row and a dead one's rows come back
// — and sends each through the first channel the customer has: the card in their phone's wallet,
// Web Push, email. Marked sent the moment the channel took it, outside any transaction. A crash in
// between sends that one again (at-least-once); its id travels with it — the notification's tag,
// the mail's Message-ID, Google's message id — so the customer's phone or mailbox sees it once.

export const DESPACHO_CADA_MS = 2000;
export const DESPACHO_LOTE = 50;
/** Longer than any send: a push and a mail each time out at 10 s. */
export const DESPACHO_ARRIENDO_MS = 60_000;
/** Tries before a message is given up as failed. */
export const DESPACHO_INTENTOS = 8;
const ESPERA_MAX_MS = 60 * 60 * 1000;

/** The wait before the next try, after `intentos` failed ones: 30 s, 1 min, 2 min… up to 1 h. */
export const esperaDeMensaje = (intentos: number) =>
  Math.min(30_000 * 2 ** Math.max(0, intentos - 1), ESPERA_MAX_MS);

export interface DespachoDeps {
  db: Db;
  log: FastifyBaseLogger;
  mailer: Mailer;
  /** The public origin, for links in mail; null: the message goes without them (development). */
  publicUrl: string | null;
  /** The Web Push sender with this server's VAPID keys. */
  webPush: () => Promise<ClienteWebPush>;
  /** Which phone wallets this server can update. */
  carteras: { google: boolean; apple: boolean };
  ahora?: () => Date;
}

type Resultado =
  | { tipo: 'enviado'; canal: CanalMensaje }
  | { tipo: 'sin_via'; motivo: string }
  | { tipo: 'reintentar'; motivo: string };

/** The wallet: Google shows the message as a notification; Apple shows the pass's change. */
async function porCartera(deps: DespachoDeps, m: MensajeParaEnviar): Promise<Resultado | null> {
  const pase = await paseVigente(deps.db, m.clienteId, m.negocioId);
  if (!pase || !deps.carteras[pase.plataforma]) return null;
  // The sent mark and the pass's outbox entry commit together: exactly once.
  await deps.db.transaction(async (tx) => {
    if (pase.plataforma === 'google')
      await tx.execute(sql`
        insert into pases_salida (pase_id, tipo, datos)
        values (${pase.id}, 'mensaje', ${JSON.stringify({ aviso: m.texto, id: m.id })}::jsonb)`);
    else {
      await tx.execute(sql`update pases set actualizado_at = now() where id = ${pase.id}`);
      await encolarObjeto(tx, pase.id);
    }
    await cerrarMensaje(tx, m.id, 'enviado', ahoraDe(deps), { canal: 'cartera' });
  });
  return { tipo: 'enviado', canal: 'cartera' };
}

async function porPush(deps: DespachoDeps, m: MensajeParaEnviar): Promise<Resultado | null> {
  const suscripciones = await suscripcionesDe(deps.db, m.clienteId);
  if (suscripciones.length === 0) return null;
  const cliente = await deps.webPush();
  let llego = false;
  let reintentar: string | null = null;
  for (const s of suscripciones) {
    const r = await cliente.enviar(
      s,
      {
        id: m.id,
        titulo: m.negocio,
        cuerpo: m.texto,
        url: rutaDeTarjeta(m.slug),
      },
      { tema: m.id.replace(/-/g, '').slice(0, 32), urgencia: 'normal' },
    );
    if (r.ok) llego = true;
    else if (r.muerta) await olvidarSuscripcion(deps.db, s.endpoint);
    else if (r.reintentar) reintentar = r.motivo;
    else deps.log.warn({ status: r.status, motivo: r.motivo }, 'Web Push rechazó un aviso');
  }
  if (llego) return { tipo: 'enviado', canal: 'push' };
  if (reintentar) return { tipo: 'reintentar', motivo: reintentar };
  return null;
}

async function porCorreo(deps: DespachoDeps, m: MensajeParaEnviar): Promise<Resultado | null> {
  if (!m.email) return null;
  try {
    await deps.mailer.send(correoDeAviso(m, m.email, deps.publicUrl));
    return { tipo: 'enviado', canal: 'correo' };
  } catch (err) {
    const code = (err as { responseCode?: number }).responseCode;
    // 5xx: the address is refused for good (a hard bounce) — mail is off for this customer.
    if (typeof code === 'number' && code >= 500 && code < 600) {
      await marcarRebote(deps.db, m.clienteId, String(err));
      return null;
    }
    return { tipo: 'reintentar', motivo: String(err) };
  }
}

const ahoraDe = (deps: DespachoDeps) => deps.ahora?.() ?? new Date();

async function despacharUno(deps: DespachoDeps, m: MensajeParaEnviar) {
  const ahora = ahoraDe(deps);
  if (!m.avisos) {
    await cerrarMensaje(deps.db, m.id, 'omitido', ahora, { error: 'Ya no acepta avisos' });
    return;
  }
  const vias = [porCartera, porPush, porCorreo];
  let resultado: Resultado = { tipo: 'sin_via', motivo: 'Sin cartera, notificaciones ni correo' };
  for (const via of vias) {
    const r = await via(deps, m);
    if (r) {
      resultado = r;
      break;
    }
  }
  if (resultado.tipo === 'enviado') {
    // The wallet's path marked it in its own transaction.
    if (resultado.canal !== 'cartera')
      await cerrarMensaje(deps.db, m.id, 'enviado', ahora, { canal: resultado.canal });
  } else if (resultado.tipo === 'sin_via')
    await cerrarMensaje(deps.db, m.id, 'omitido', ahora, { error: resultado.motivo });
  else if (m.intentos >= DESPACHO_INTENTOS)
    await cerrarMensaje(deps.db, m.id, 'fallido', ahora, { error: resultado.motivo });
  else {
    // A retry never lands in the business's quiet hours either.
    const cuando = fueraDeSilencio(new Date(ahora.getTime() + esperaDeMensaje(m.intentos)), m.zona);
    await reprogramarMensaje(deps.db, m.id, cuando, resultado.motivo);
  }
}

/** One round: what is due, sent. How many messages were handled. */
export async function despacharPendientes(deps: DespachoDeps, lote = DESPACHO_LOTE) {
  const claimed = await reclamarMensajes(deps.db, ahoraDe(deps), lote, DESPACHO_ARRIENDO_MS);
  for (const m of claimed) {
    try {
      await despacharUno(deps, m);
    } catch (err) {
      deps.log.warn({ error: String(err), mensaje: m.id }, 'no se pudo enviar un aviso');
      const cuando = new Date(ahoraDe(deps).getTime() + esperaDeMensaje(m.intentos));
      await reprogramarMensaje(deps.db, m.id, cuando, String(err)).catch(() => {});
    }
  }
  return claimed.length;
}
