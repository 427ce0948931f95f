import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../../components/ui/toast.tsx';
import { jsonResponse } from '../../test/fetch-mock.ts';
import {
  emptyCliente,
  emptyNegocio,
  type ClienteAnswers,
  type NegocioAnswers,
} from './lib/answers.ts';
import { initialWizard, saveWizard, type WizardState } from './lib/wizard-storage.ts';
import { SetupWizard, type SetupWizardProps } from './components/setup-wizard.tsx';

// Helpers for the wizard's jsdom tests: render it with a fresh query client and the toaster, seed
// sessionStorage as a reload would find it, and answer fetch.

export const USER_ID = 'u1';

export const setupOk = (tipoUsuario: 'Cliente' | 'Negocio') =>
  jsonResponse(200, {
    success: true,
    message: '¡Perfil configurado exitosamente!',
    user: {
      _id: USER_ID,
      nombre: 'Ana María López',
      email: 'ana@ejemplo.mx',
      tipoUsuario,
      verificado: true,
    },
  });

/** A tiny valid JPEG-typed data URL (the bytes need not decode for the tests). */
export const FOTO_DATA_URL = `data:image/jpeg;base64,${btoa('\xff\xd8\xff\xe0fake-jpeg\xff\xd9')}`;

export const clienteCompleto = (over: Partial<ClienteAnswers> = {}): ClienteAnswers => ({
  ...emptyCliente(),
  nombre: 'Ana María López',
  edad: '28',
  genero: 'Femenino',
  ciudad: 'Culiacán',
  codigoPostal: '80000',
  categorias: ['taqueria', 'cafeteria'],
  ...over,
});

export const negocioCompleto = (over: Partial<NegocioAnswers> = {}): NegocioAnswers => ({
  ...emptyNegocio(),
  nombreComercial: 'Tacos Cuichi',
  rfc: 'TCU980312AB1',
  categorias: ['taqueria'],
  gradient: 'dorado',
  sitioWeb: 'tacoscuichi.mx',
  instagram: 'https://instagram.com/tacoscuichi',
  direccion: 'Av. Obregón 123',
  zona: 'Centro',
  ciudad: 'Culiacán',
  estado: 'Sinaloa',
  codigoPostal: '80000',
  rangoPrecios: 'mid',
  personalTotal: 15,
  numeroPlatosPrincipales: 3,
  presupuestoMarketing: 5000,
  historiaNegocio: 'Desde 1998 en el Centro.',
  ...over,
});

/** Stores a wizard in progress, as a reload would find it. */
export function seedWizard(state: Partial<WizardState>) {
  saveWizard(USER_ID, { ...initialWizard(), ...state });
}

export function renderWizard(props: Partial<SetupWizardProps> = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const onCompleted = vi.fn();
  const onSessionProblem = vi.fn();
  const utils = render(
    <QueryClientProvider client={client}>
      <SetupWizard
        userId={USER_ID}
        onCompleted={onCompleted}
        onSessionProblem={onSessionProblem}
        {...props}
      />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, client, onCompleted, onSessionProblem };
}

/** The multipart body of the n-th fetch call. */
export function formDataOf(call: Parameters<typeof fetch> | undefined) {
  const body = call?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error('el cuerpo no es FormData');
  return body;
}
