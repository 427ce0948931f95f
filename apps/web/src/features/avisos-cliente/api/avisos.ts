import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AvisosCliente,
  AvisoTarjeta,
  bajaAvisosResponseSchema,
  cambiarAvisoResponseSchema,
  pushResponseSchema,
} from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import {
  suscribirPush,
  cancelarPush,
  estadoPermiso,
  suscripcionActual,
} from '../../../lib/push.ts';

// The customer's avisos (issue 28 A): which of their businesses may write to them
// (GET /api/cliente/avisos, PUT …/:negocioID), this device's notifications (POST/DELETE
// …/push, through lib/push.ts) and a message's 'Dejar de recibir' (GET/POST /api/avisos/baja/:id).

export const avisosQueryKey = ['cliente', 'avisos'] as const;

export async function getAvisos(signal?: AbortSignal): Promise<AvisosCliente> {
  const payload = await apiFetch<{ data: AvisosCliente }>('/api/cliente/avisos', { signal });
  return payload.data;
}

export const useAvisos = () =>
  useQuery({ queryKey: avisosQueryKey, queryFn: ({ signal }) => getAvisos(signal) });

export async function cambiarAviso({ negocioID, acepta }: { negocioID: string; acepta: boolean }) {
  return apiFetch<Respuesta<typeof cambiarAvisoResponseSchema>>(
    `/api/cliente/avisos/${encodeURIComponent(negocioID)}`,
    { method: 'PUT', body: { acepta } },
  );
}

const conTarjeta = (a: AvisosCliente | undefined, t: AvisoTarjeta) =>
  a && { ...a, tarjetas: a.tarjetas.map((x) => (x.negocioID === t.negocioID ? t : x)) };

/** Yes or no to one business; the answer becomes that card's cached consent. */
export function useCambiarAviso() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cambiarAviso,
    onSuccess: (res) =>
      qc.setQueryData<AvisosCliente>(avisosQueryKey, (a) => conTarjeta(a, res.data)),
  });
}

/** What this browser can do with notifications, read without asking anything. */
export interface DispositivoPush {
  estado: ReturnType<typeof estadoPermiso>;
  /** This browser holds a subscription (made here, with permission granted). */
  suscrito: boolean;
}

export const dispositivoPushQueryKey = ['dispositivo', 'push'] as const;

export async function leerDispositivoPush(): Promise<DispositivoPush> {
  const estado = estadoPermiso();
  const suscrito = estado === 'concedido' && (await suscripcionActual()) !== null;
  return { estado, suscrito };
}

export const useDispositivoPush = () =>
  useQuery({
    queryKey: dispositivoPushQueryKey,
    queryFn: leerDispositivoPush,
    // The browser's settings change outside the app: read again when the customer comes back.
    staleTime: 0,
  });

const conSuscripciones = (a: AvisosCliente | undefined, suscripciones: number) =>
  a && { ...a, push: { ...a.push, suscripciones } };

/**
 * Notifications on this device: asks permission (call only from a click), subscribes with the
 * server's key and hands the subscription to the server.
 */
export function useActivarPush() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (clavePublica: string) => {
      const suscripcion = await suscribirPush(clavePublica);
      return apiFetch<Respuesta<typeof pushResponseSchema>>('/api/cliente/avisos/push', {
        method: 'POST',
        body: suscripcion,
      });
    },
    onSuccess: (res) => {
      qc.setQueryData<AvisosCliente>(avisosQueryKey, (a) =>
        conSuscripciones(a, res.data.suscripciones),
      );
      qc.setQueryData<DispositivoPush>(dispositivoPushQueryKey, {
        estado: 'concedido',
        suscrito: true,
      });
    },
    // Refused or dismissed: the permission may have changed either way.
    onError: () => void qc.invalidateQueries({ queryKey: dispositivoPushQueryKey }),
  });
}

/** This device stops receiving notifications: the browser drops it, then the server forgets it. */
export function useDesactivarPush() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const endpoint = await cancelarPush();
      if (endpoint === null) return null;
      return apiFetch<Respuesta<typeof pushResponseSchema>>('/api/cliente/avisos/push', {
        method: 'DELETE',
        body: { endpoint },
      });
    },
    onSuccess: (res) => {
      if (res)
        qc.setQueryData<AvisosCliente>(avisosQueryKey, (a) =>
          conSuscripciones(a, res.data.suscripciones),
        );
      qc.setQueryData<DispositivoPush>(dispositivoPushQueryKey, (d) => ({
        estado: d?.estado ?? estadoPermiso(),
        suscrito: false,
      }));
    },
  });
}

// ——— 'Dejar de recibir' (public: the link in every message) ———

export type Baja = Respuesta<typeof bajaAvisosResponseSchema>['data'];
export const bajaQueryKey = (mensajeID: string) => ['avisos', 'baja', mensajeID] as const;

const rutaBaja = (mensajeID: string) => `/api/avisos/baja/${encodeURIComponent(mensajeID)}`;

export async function getBaja(mensajeID: string, signal?: AbortSignal): Promise<Baja> {
  return (await apiFetch<{ data: Baja }>(rutaBaja(mensajeID), { signal })).data;
}

export const useBaja = (mensajeID: string) =>
  useQuery({
    queryKey: bajaQueryKey(mensajeID),
    queryFn: ({ signal }) => getBaja(mensajeID, signal),
    enabled: mensajeID !== '',
  });

export function useDarDeBaja(mensajeID: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiFetch<{ data: Baja }>(rutaBaja(mensajeID), { method: 'POST', body: {} })).data,
    onSuccess: (data) => qc.setQueryData(bajaQueryKey(mensajeID), data),
  });
}
