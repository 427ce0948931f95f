import { useId, useRef, useState, type FormEvent } from 'react';
import { CheckCircle2, TicketCheck, X } from 'lucide-react';
import { codigoCanjeSchema, type Canje } from '@tarjeto/shared';
import { NivelBadge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { fieldClasses, MarcoCampo } from '../../../components/ui/input.tsx';
import { MarcoModal } from '../../../components/ui/marco-modal.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useConfirmarCanje } from '../api/confirmar-canje.ts';
import { ERROR_CANJE } from '../lib/copy.ts';
import { formatEntero } from '../lib/format.ts';

/**
 * 'Canjear código': the business confirms the 6-character code a customer made in their app
 * (DOMAIN §6) and sees what was redeemed, or why it was refused, in the server's words.
 */
export function CanjearCodigoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return <DialogoAbierto onClose={onClose} />;
}

function DialogoAbierto({ onClose }: { onClose: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const inputId = useId();
  const [codigo, setCodigo] = useState('');
  const [invalido, setInvalido] = useState<string | null>(null);
  const canje = useConfirmarCanje();

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const parsed = codigoCanjeSchema.safeParse(codigo);
    if (!parsed.success) {
      setInvalido(parsed.error.issues[0]?.message ?? 'El código tiene 6 letras o números');
      inputRef.current?.focus();
      return;
    }
    setInvalido(null);
    canje.mutate(parsed.data);
  };

  const otro = () => {
    canje.reset();
    setCodigo('');
    // The input mounts again on the next render.
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  const error = invalido ?? (canje.isError ? errorMessage(canje.error, ERROR_CANJE) : null);

  return (
    // A modal dialog (marco-modal.tsx): focus starts on the code (then, once confirmed, on
    // 'Canjear otro código').
    <MarcoModal
      capa="centrada"
      onClose={onClose}
      labelledBy={titleId}
      className="relative w-full max-w-md rounded-3xl bg-white p-6 shadow-2xl ring-1 ring-stone-200"
    >
      <button
        type="button"
        onClick={onClose}
        aria-label="Cerrar"
        className="absolute top-3 right-3 grid size-11 place-items-center rounded-xl text-stone-600 hover:bg-stone-100"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
      <span className="grid size-12 place-items-center rounded-2xl bg-rubi-50 text-rubi-700">
        <TicketCheck className="size-6" aria-hidden="true" />
      </span>
      <h2 id={titleId} className="mt-4 text-xl font-extrabold tracking-tight text-stone-900">
        Canjear código
      </h2>

      <div aria-live="polite">
        {canje.isSuccess ? (
          <Resultado canje={canje.data.data} mensaje={canje.data.message} />
        ) : null}
      </div>

      {canje.isSuccess ? (
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cerrar
          </Button>
          <Button data-autofocus onClick={otro}>
            Canjear otro código
          </Button>
        </div>
      ) : (
        <form onSubmit={enviar} noValidate className="mt-2 flex flex-col gap-4">
          <p className="text-[15px] leading-6 text-stone-700">
            Pide a tu cliente el código de 6 caracteres que aparece en su app al canjear una oferta.
            Vale 10 minutos.
          </p>
          <MarcoCampo inputId={inputId} label="Código de canje">
            <input
              ref={inputRef}
              data-autofocus
              id={inputId}
              value={codigo}
              onChange={(e) => {
                setCodigo(e.target.value.toUpperCase());
                setInvalido(null);
                if (canje.isError) canje.reset();
              }}
              maxLength={7}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="ABC123"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              className={cn(
                fieldClasses(Boolean(error)),
                'min-h-14 text-center font-mono text-3xl font-bold tracking-[0.35em] uppercase placeholder:tracking-[0.35em] placeholder:text-stone-400',
              )}
            />
            {error ? (
              <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </MarcoCampo>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={canje.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={canje.isPending}>
              {canje.isPending ? 'Confirmando...' : 'Confirmar canje'}
            </Button>
          </div>
        </form>
      )}
    </MarcoModal>
  );
}

function Resultado({ canje, mensaje }: { canje: Canje; mensaje: string }) {
  const hora = new Intl.DateTimeFormat('es-MX', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const fecha = new Date(canje.fecha);
  return (
    <div className="mt-3 flex flex-col gap-3 rounded-2xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
      <p className="flex items-center gap-2 font-bold text-emerald-800">
        <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
        {mensaje || '¡Canje confirmado!'}
      </p>
      <div>
        <p className="text-lg leading-snug font-extrabold text-stone-900">
          {canje.promocion.titulo}
        </p>
        <p className="mt-0.5 line-clamp-2 text-sm text-stone-700">{canje.promocion.descripcion}</p>
      </div>
      <div className="flex items-center gap-3">
        {canje.cliente.fotoPerfil ? (
          <img
            src={canje.cliente.fotoPerfil}
            alt=""
            className="size-10 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-white font-extrabold text-stone-700 ring-1 ring-stone-200"
          >
            {canje.cliente.nombre.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <p className="truncate font-semibold text-stone-900">{canje.cliente.nombre}</p>
          <NivelBadge nivel={canje.cliente.nivel} />
        </div>
      </div>
      <p className="text-sm text-stone-700">
        {Number.isNaN(fecha.getTime()) ? null : `Canjeado a las ${hora.format(fecha)}`}
        {canje.restantes !== null ? ` · Quedan ${formatEntero(canje.restantes)}` : null}
      </p>
    </div>
  );
}
