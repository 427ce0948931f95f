import { mensajeNivel, mensajeOferta, nombreNivelEn } from '@tarjeto/shared';
import { enviarPush, ErrorApns } from './apns.client.ts';
import { ErrorGoogleWallet } from './google.client.ts';
import { idDeObjeto } from './google.objeto.ts';
import {
  borrarDeSalida,
  borrarPushToken,
  findPaseParaEnviar,
  marcarMensaje,
  pushTokensDelPase,
  reclamarSalida,
  reprogramarSalida,
  type EntradaSalida,
  type PaseParaEnviar,
} from './pases.repository.ts';
import { guardarEnGoogle, type PasesDeps } from './pases.service.ts';

// The outbox's sender (db/schema/pases.ts `pases_salida`): every second, each instance claims
// what is due — the oldest entry of each pass, leased so that an instance that dies gives it
// back — sends it outside any transaction, and deletes it, or tries again later with back-off
// (1 s, 2 s, 4 s… up to an hour). A refusal that a retry cannot change (Google answering 400 to
// what we sent) is logged and dropped; the next change sends the pass whole again.

export const SALIDA_CADA_MS = 1000;
export const SALIDA_LOTE = 20;
/** How long a claim holds: longer than any send (each request times out at 10 s). */
export const SALIDA_ARRIENDO_MS = 60_000;
const ESPERA_MAX_MS = 60 * 60 * 1000;
const DIA_MS = 24 * 60 * 60 * 1000;

/** The wait before the next try, after `intentos` failed ones. */
export const esperaTras = (intentos: number) =>
  Math.min(1000 * 2 ** Math.max(0, intentos - 1), ESPERA_MAX_MS);

class NoReintentable extends Error {}

async function enviarMensaje(deps: PasesDeps, p: PaseParaEnviar, datos: Record<string, unknown>) {
  const google = deps.google;
  if (!google || p.pase.plataforma !== 'google' || p.pase.revocadoAt) return;
  // A business's aviso (DOMAIN §12) was already held to the messages' own limits.
  if (typeof datos.aviso === 'string' && typeof datos.id === 'string') {
    await google.agregarMensaje(idDeObjeto(deps.config.google!, p.pase.serial), {
      id: `aviso-${datos.id}`,
      header: p.negocio.nombre,
      body: datos.aviso,
    });
    await marcarMensaje(deps.db, p.pase.id);
    return;
  }
  // At most one a day per card (DOMAIN §11): a second one the same day is dropped.
  if (p.pase.mensajeAt && Date.now() - p.pase.mensajeAt.getTime() < DIA_MS) return;
  const texto =
    typeof datos.nivel === 'number'
      ? mensajeNivel(nombreNivelEn(datos.nivel, p.niveles), p.negocio.nombre)
      : typeof datos.oferta === 'string'
        ? mensajeOferta(datos.oferta, p.negocio.nombre)
        : null;
  if (!texto) return;
  await google.agregarMensaje(idDeObjeto(deps.config.google!, p.pase.serial), {
    id: `${typeof datos.nivel === 'number' ? 'nivel' : 'oferta'}-${Date.now()}`,
    header: texto.titulo,
    body: texto.cuerpo,
  });
  await marcarMensaje(deps.db, p.pase.id);
}

/**
 * Apple: an empty push to every iPhone registered for the pass; each then asks the web service
 * what changed and fetches the new pass. A device APNs no longer knows is forgotten.
 */
async function avisarIphones(deps: PasesDeps, paseId: string) {
  const apple = deps.config.apple;
  if (!apple) throw new NoReintentable('Apple Wallet no está configurado');
  for (const token of await pushTokensDelPase(deps.db, paseId)) {
    const r = await enviarPush(apple, token);
    if (!r.ok) await borrarPushToken(deps.db, token);
  }
}

/** A deleted card's Google object: inactive, and without the customer's name or figures. */
async function anular(deps: PasesDeps, datos: Record<string, unknown>) {
  if (!deps.google) throw new NoReintentable('Google Wallet no está configurado');
  if (typeof datos.serial !== 'string') return;
  await deps.google.actualizarObjeto(idDeObjeto(deps.config.google!, datos.serial), {
    state: 'INACTIVE',
    accountId: '',
    accountName: 'Tarjeta eliminada',
    loyaltyPoints: { label: 'Visitas esta temporada', balance: { int: 0 } },
    secondaryLoyaltyPoints: { label: 'Nivel', balance: { string: '—' } },
    textModulesData: [],
  });
}

async function enviar(deps: PasesDeps, e: EntradaSalida) {
  if (e.tipo === 'anular') return anular(deps, e.datos ?? {});
  if (!e.paseId) return; // its pass was deleted since: nothing left to say
  const p = await findPaseParaEnviar(deps.db, e.paseId);
  if (!p) return; // the card (or its customer) is gone; the cascade took the rest
  if (p.pase.plataforma === 'apple') {
    if (e.tipo === 'objeto') await avisarIphones(deps, p.pase.id);
    return;
  }
  if (!deps.google) throw new NoReintentable('Google Wallet no está configurado');
  if (e.tipo === 'mensaje') await enviarMensaje(deps, p, e.datos ?? {});
  else await guardarEnGoogle(deps, deps.google, p);
}

/** One round: what is due, sent. How many entries went (or were dropped). */
export async function enviarPendientes(deps: PasesDeps) {
  const entradas = await reclamarSalida(deps.db, SALIDA_LOTE, SALIDA_ARRIENDO_MS);
  let hechas = 0;
  for (const e of entradas) {
    try {
      await enviar(deps, e);
      await borrarDeSalida(deps.db, e.id);
      hechas++;
    } catch (err) {
      const reintentable =
        err instanceof ErrorGoogleWallet || err instanceof ErrorApns
          ? err.reintentable
          : !(err instanceof NoReintentable);
      deps.log.warn(
        // The reason, not the stack: Google or Apple down is the likely one, and it repeats.
        { error: String(err), pase: e.paseId, tipo: e.tipo, intentos: e.intentos, reintentable },
        'no se pudo actualizar un pase de la cartera del teléfono',
      );
      if (reintentable)
        await reprogramarSalida(deps.db, e.id, esperaTras(e.intentos), String(err)).catch(() => {});
      else {
        await borrarDeSalida(deps.db, e.id).catch(() => {});
        hechas++;
      }
    }
  }
  return hechas;
}

/** Starts the sender; the function it returns stops it (and waits for the round under way). */
export function iniciarSalida(deps: PasesDeps, cadaMs = SALIDA_CADA_MS) {
  let parar = false;
  let ronda: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    ronda = enviarPendientes(deps)
      .catch((err: unknown) => deps.log.error({ err }, 'la salida de pases falló'))
      .finally(() => {
        if (!parar) {
          timer = setTimeout(tick, cadaMs);
          timer.unref();
        }
      });
  };
  timer = setTimeout(tick, cadaMs);
  timer.unref();
  return async () => {
    parar = true;
    clearTimeout(timer);
    await ronda;
  };
}
