import { avisoMail } from '../mail/templates.ts';
import type { MensajeParaEnviar } from './mensajes.repository.ts';
import { rutaDeTarjeta } from './web-push.client.ts';

/** Where 'Dejar de recibir' of a message leads: a page that asks, and the one-click endpoint. */
export const rutaBaja = (mensajeId: string) => `/avisos/baja/${mensajeId}`;
export const rutaBajaApi = (mensajeId: string) => `/api/avisos/baja/${mensajeId}`;

/** A message as mail, with its links on the public origin (none without one). */
export function correoDeAviso(m: MensajeParaEnviar, email: string, publicUrl: string | null) {
  const base = publicUrl?.replace(/\/$/, '') ?? null;
  return avisoMail(email, {
    id: m.id,
    negocio: m.negocio,
    texto: m.texto,
    promocion: m.promocion,
    tarjetaUrl: base ? `${base}${rutaDeTarjeta(m.slug)}` : null,
    bajaUrl: base ? `${base}${rutaBaja(m.id)}` : null,
    bajaApiUrl: base ? `${base}${rutaBajaApi(m.id)}` : null,
    dominio: base ? new URL(base).hostname : 'tarjeto.mx',
  });
}
