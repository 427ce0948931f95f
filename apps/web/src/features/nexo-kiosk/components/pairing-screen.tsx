import { useEffect, useId, useState, type FormEvent } from 'react';
import { AlertTriangle, Info, Link2, Tablet } from 'lucide-react';
import { NEXO_NOMBRE_MAX, revisarVinculacion, type RegisterNexoResponse } from '@tarjeto/shared';
import { TarjetoLogo } from '../../../components/layout/public-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CirculosDeFondo } from '../../../components/ui/loyalty-card.tsx';
import { CodeInput, emptyCode } from '../../../components/ui/code-input.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useRegisterNexo } from '../api/register-nexo.ts';

/** Why the device is back at pairing: unpaired from the business's panel, or from this device. */
export type PairingNotice = 'remote' | 'self';

const PASOS = [
  'En tu panel de Tarjeto, entra a Nexo y toca ‘Generar Código’.',
  'Escribe aquí los 6 dígitos. El código vence en 5 minutos.',
  'Deja este dispositivo en el mostrador y escanea el código de cada cliente.',
] as const;

export const PAIRING_ERROR = 'No pudimos vincular este Nexo. Intenta de nuevo.';

/**
 * The first screen of a kiosk: the 6-digit pairing code from the business's panel and an optional
 * name for the device. A wrong or expired code, an establishment that already has a Nexo and too
 * many tries each say so in the server's words.
 */
export function PairingScreen({
  notice,
  onPaired,
}: {
  notice: PairingNotice | null;
  onPaired: (data: RegisterNexoResponse['data'], nombre: string) => void;
}) {
  const register = useRegisterNexo();
  const [digits, setDigits] = useState(() => emptyCode(6));
  const [nombre, setNombre] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [nombreError, setNombreError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const helpId = useId();
  const errorId = useId();

  useEffect(() => {
    document.title = 'Vincula tu Nexo · Tarjeto';
  }, []);

  const complete = digits.every(Boolean);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!complete || register.isPending) return;
    const parsed = revisarVinculacion({
      connectionCode: digits.join(''),
      ...(nombre.trim() ? { nombre } : {}),
    });
    if (!parsed.ok) {
      if (parsed.campo === 'nombre') setNombreError(parsed.error);
      else setCodeError(parsed.error);
      return;
    }
    setFormError(null);
    register.mutate(parsed.data, {
      onSuccess: (data) => onPaired(data, parsed.data.nombre ?? ''),
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'NEXO_CODIGO_INVALIDO') {
          setCodeError(err.message);
        } else if (err instanceof ApiError && err.code === 'VALIDATION') {
          const { nombre: nombreMsg, connectionCode } = err.fieldErrors;
          if (nombreMsg) setNombreError(nombreMsg);
          if (connectionCode) setCodeError(connectionCode);
          if (!nombreMsg && !connectionCode) setFormError(err.message);
        } else {
          // Already paired establishment, too many tries, no connection: the message says which.
          setFormError(err instanceof ApiError ? err.message : PAIRING_ERROR);
        }
      },
    });
  };

  return (
    <div className="min-h-dvh bg-stone-50 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="gradient-rubi relative isolate overflow-hidden px-5 pt-6 pb-8 text-white sm:px-10 sm:pt-10 lg:flex lg:flex-col lg:px-12 lg:py-14 [@media(max-height:500px)]:py-4">
        <CirculosDeFondo />
        <TarjetoLogo tone="light" />
        <p className="mt-8 flex w-fit items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold ring-1 ring-white/25 lg:mt-auto [@media(max-height:500px)]:hidden">
          <Tablet className="size-4" aria-hidden="true" />
          Nexo · tu mostrador
        </p>
        <h1 className="mt-3 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl [@media(max-height:500px)]:mt-4 [@media(max-height:500px)]:text-2xl">
          Convierte este dispositivo en tu Nexo
        </h1>
        <p className="mt-3 max-w-md text-base text-white/90 sm:text-lg [@media(max-height:500px)]:hidden">
          Registra cada visita al momento: tus clientes muestran su código y este teléfono o tablet
          lo escanea.
        </p>
        <ol className="mt-8 hidden max-w-md flex-col gap-4 lg:mb-auto lg:flex">
          {PASOS.map((texto, i) => (
            <li key={texto} className="flex items-start gap-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-base font-extrabold text-rubi-800">
                {i + 1}
              </span>
              <span className="pt-2 text-base font-medium">{texto}</span>
            </li>
          ))}
        </ol>
      </aside>

      <main className="flex items-start justify-center px-4 py-8 sm:px-8 sm:py-12 lg:items-center">
        <form
          onSubmit={onSubmit}
          noValidate
          aria-labelledby={`${helpId}-title`}
          className="w-full max-w-xl rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
        >
          {notice ? <NoticeBanner notice={notice} /> : null}
          <h2 id={`${helpId}-title`} className="text-2xl font-extrabold text-stone-900 sm:text-3xl">
            Vincula este Nexo
          </h2>
          <p id={helpId} className="mt-2 text-base text-stone-700">
            En tu panel de Tarjeto, entra a <strong>Nexo</strong> y toca{' '}
            <strong>&lsquo;Generar Código&rsquo;</strong>. Luego escribe aquí los 6 dígitos.
          </p>

          <div className="mt-6">
            {/* The boxes' group carries the same name for screen readers. */}
            <p aria-hidden="true" className="mb-3 text-sm font-semibold text-stone-800">
              Código de vinculación
            </p>
            <CodeInput
              value={digits}
              onChange={(next) => {
                setDigits(next);
                setCodeError(null);
                setFormError(null);
              }}
              label="Código de vinculación"
              size="lg"
              error={Boolean(codeError)}
              readOnly={register.isPending}
              describedBy={codeError ? errorId : helpId}
              autoFocus
            />
            {codeError ? (
              <p id={errorId} role="alert" className="mt-3 text-base font-medium text-red-700">
                {codeError}
              </p>
            ) : null}
          </div>

          <Input
            className="mt-6"
            label="Nombre de este dispositivo (opcional)"
            placeholder="Caja 1"
            value={nombre}
            maxLength={NEXO_NOMBRE_MAX}
            autoComplete="off"
            onChange={(e) => {
              setNombre(e.target.value);
              setNombreError(null);
            }}
            error={nombreError ?? undefined}
            hint="Te ayuda a reconocerlo en tu panel si tienes varios."
          />

          {formError ? (
            <div
              role="alert"
              className="mt-6 flex items-start gap-3 rounded-2xl bg-red-50 px-4 py-3 text-base font-medium text-red-800 ring-1 ring-red-200"
            >
              <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              {formError}
            </div>
          ) : null}

          <Button
            type="submit"
            size="lg"
            disabled={!complete}
            loading={register.isPending}
            icon={<Link2 className="size-5" aria-hidden="true" />}
            className="mt-6 min-h-14 w-full text-lg"
          >
            {register.isPending ? 'Vinculando…' : 'Vincular Nexo'}
          </Button>

          <ol className="mt-8 flex flex-col gap-3 border-t border-stone-100 pt-6 lg:hidden">
            {PASOS.map((texto, i) => (
              <li key={texto} className="flex items-start gap-3 text-sm text-stone-700">
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-rubi-50 text-sm font-bold text-rubi-800">
                  {i + 1}
                </span>
                <span className="pt-1">{texto}</span>
              </li>
            ))}
          </ol>
        </form>
      </main>
    </div>
  );
}

function NoticeBanner({ notice }: { notice: PairingNotice }) {
  const remote = notice === 'remote';
  return (
    <div
      role="status"
      className={cn(
        'mb-6 flex items-start gap-3 rounded-2xl px-4 py-3 ring-1',
        remote
          ? 'bg-marigold-50 text-marigold-900 ring-marigold-200'
          : 'bg-stone-100 text-stone-800 ring-stone-200',
      )}
    >
      {remote ? (
        <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      ) : (
        <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      )}
      <div>
        <p className="font-bold">
          {remote ? 'Este Nexo fue desvinculado' : 'Este Nexo quedó desvinculado'}
        </p>
        <p className="text-sm">
          {remote
            ? 'Ya no puede registrar visitas. Para volver a usarlo, genera un código nuevo en tu panel.'
            : 'Para volver a usarlo, genera un código nuevo en tu panel de Tarjeto.'}
        </p>
      </div>
    </div>
  );
}
