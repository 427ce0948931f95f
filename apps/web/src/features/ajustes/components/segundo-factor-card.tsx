import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Download, ShieldCheck, ShieldOff } from 'lucide-react';
import {
  secretoParaMostrar,
  type IniciarSegundoFactor,
  type SegundoFactorEstado,
} from '@tarjeto/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  CampoSegundoFactor,
  FALTA_CODIGO_APP,
  useCampoSegundoFactor,
} from '../../../components/ui/campo-segundo-factor.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { CargaErrorDe, Skeleton } from '../../../components/ui/carga.tsx';
import { CodeInput, emptyCode } from '../../../components/ui/code-input.tsx';
import { QrCode } from '../../../components/ui/qr-code.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import {
  useActivarSegundoFactor,
  useDesactivarSegundoFactor,
  useIniciarSegundoFactor,
  useSegundoFactor,
} from '../api/segundo-factor.ts';
import { ERROR_SEGUNDO_FACTOR, SEGUNDO_FACTOR_DESACTIVADO, numero } from '../lib/copy.ts';
import { descargarTexto } from '../lib/descargar.ts';
import { ConfirmarContrasenaDialog } from './confirmar-contrasena-dialog.tsx';
import { CopiarBoton } from './copiar-boton.tsx';

const TITULO = 'Verificación en dos pasos';
const DESCRIPCION =
  'Aunque alguien sepa tu contraseña, no podrá entrar sin el código de tu teléfono.';

const fechaActivada = (iso: string) =>
  new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );

/**
 * 'Verificación en dos pasos' in Ajustes (issue 25 part B), the owner's only — for anyone else the
 * server answers 403 and the card is not there. Turning it on: the password, then the QR code (and
 * the key as text) for an authenticator app, then a code from the app; the 10 recovery codes are
 * shown once, to copy or download. Turning it off: the password and a code.
 */
export function SegundoFactorCard({ email }: { email: string }) {
  const estado = useSegundoFactor();
  const [pidiendoContrasena, setPidiendoContrasena] = useState(false);
  const [configuracion, setConfiguracion] = useState<IniciarSegundoFactor | null>(null);
  const [codigos, setCodigos] = useState<string[] | null>(null);
  const [desactivando, setDesactivando] = useState(false);
  const iniciar = useIniciarSegundoFactor();

  if (estado.error instanceof ApiError && estado.error.status === 403) return null;

  const activo = estado.data?.activo ?? false;
  let cuerpo;
  if (codigos) {
    cuerpo = (
      <CodigosRecuperacion codigos={codigos} email={email} onListo={() => setCodigos(null)} />
    );
  } else if (configuracion) {
    cuerpo = (
      <Configurar
        configuracion={configuracion}
        onActivado={(nuevos) => {
          setConfiguracion(null);
          setCodigos(nuevos);
        }}
        onCancelar={() => setConfiguracion(null)}
      />
    );
  } else if (estado.isPending) {
    cuerpo = (
      <div role="status" aria-label="Cargando" className="space-y-3 p-5 sm:p-6">
        <Skeleton className="h-5 w-3/4 rounded-lg" />
        <Skeleton className="h-11 w-32 rounded-xl" />
      </div>
    );
  } else if (estado.isError) {
    cuerpo = (
      <CargaErrorDe
        query={estado}
        fallback={'No pudimos cargar la verificación en dos pasos.'}
        forma="linea"
        className="p-5 sm:p-6"
      />
    );
  } else {
    cuerpo = (
      <Resumen
        estado={estado.data}
        onActivar={() => setPidiendoContrasena(true)}
        onDesactivar={() => setDesactivando(true)}
      />
    );
  }

  return (
    <Card role="region" aria-label={TITULO}>
      <CardHeader
        title={TITULO}
        description={DESCRIPCION}
        action={
          estado.data ? (
            <Badge tone={activo ? 'green' : 'neutral'} className="shrink-0">
              {activo ? 'Activada' : 'Desactivada'}
            </Badge>
          ) : undefined
        }
      />
      {cuerpo}

      <ConfirmarContrasenaDialog
        open={pidiendoContrasena}
        title="Activar verificación en dos pasos"
        confirmLabel="Continuar"
        loading={iniciar.isPending}
        errorPorDefecto={ERROR_SEGUNDO_FACTOR}
        icono={ShieldCheck}
        tono="emerald"
        onConfirm={async (contrasena) => {
          setConfiguracion(await iniciar.mutateAsync({ contrasena }));
          setPidiendoContrasena(false);
        }}
        onCancel={() => setPidiendoContrasena(false)}
      >
        <p>Primero confirma que eres tú. Después conectarás tu app de autenticación.</p>
      </ConfirmarContrasenaDialog>

      {desactivando ? <DialogoDesactivar onCerrar={() => setDesactivando(false)} /> : null}
    </Card>
  );
}

function Resumen({
  estado,
  onActivar,
  onDesactivar,
}: {
  estado: SegundoFactorEstado;
  onActivar: () => void;
  onDesactivar: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-4 p-5 sm:p-6">
      <span
        className={`grid size-11 shrink-0 place-items-center rounded-xl ${estado.activo ? 'bg-emerald-50 text-emerald-700' : 'bg-rubi-50 text-rubi-700'}`}
      >
        <ShieldCheck className="size-5" aria-hidden="true" />
      </span>
      {estado.activo ? (
        <div className="min-w-0 flex-1 basis-48 text-sm">
          <p className="font-semibold text-stone-900">
            Activada desde el {fechaActivada(estado.activadoAt!)}
          </p>
          <p className={estado.codigosRestantes > 0 ? 'text-stone-600' : 'text-red-700'}>
            {estado.codigosRestantes === 0
              ? 'Ya usaste todos tus códigos de recuperación: desactívala y actívala de nuevo para tener otros.'
              : `Te ${estado.codigosRestantes === 1 ? 'queda 1 código' : `quedan ${numero(estado.codigosRestantes)} códigos`} de recuperación.`}
          </p>
        </div>
      ) : (
        <p className="min-w-0 flex-1 basis-48 text-sm text-stone-600">
          Al iniciar sesión te pediremos también un código de 6 dígitos de una app como Google
          Authenticator o Microsoft Authenticator.
        </p>
      )}
      {estado.activo ? (
        <Button variant="secondary" size="sm" className="shrink-0" onClick={onDesactivar}>
          Desactivar
        </Button>
      ) : (
        <Button size="sm" className="shrink-0" onClick={onActivar}>
          Activar
        </Button>
      )}
    </div>
  );
}

/** Moves focus to a step's heading as it appears, so a screen reader says where the person is. */
function useFocoAlAparecer() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function Configurar({
  configuracion,
  onActivado,
  onCancelar,
}: {
  configuracion: IniciarSegundoFactor;
  onActivado: (codigos: string[]) => void;
  onCancelar: () => void;
}) {
  const activar = useActivarSegundoFactor();
  const [digitos, setDigitos] = useState(() => emptyCode(6));
  const [error, setError] = useState<string | null>(null);
  const titulo = useFocoAlAparecer();
  const ids = useId();

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    if (!digitos.every(Boolean)) {
      setError(FALTA_CODIGO_APP);
      return;
    }
    activar.mutate(
      { codigo: digitos.join('') },
      {
        onSuccess: (res) => onActivado(res.data.codigosRecuperacion),
        onError: (err) => {
          setError(
            (err instanceof ApiError && err.fieldErrors.codigo) ||
              errorMessage(err, ERROR_SEGUNDO_FACTOR),
          );
          setDigitos(emptyCode(6));
        },
      },
    );
  };

  return (
    <section aria-labelledby={`${ids}-titulo`} className="space-y-5 p-5 sm:p-6">
      <h3
        id={`${ids}-titulo`}
        ref={titulo}
        tabIndex={-1}
        className="text-base font-bold text-stone-900 focus:outline-none"
      >
        Conecta tu app de autenticación
      </h3>
      <ol className="space-y-6 text-sm text-stone-700">
        <li className="space-y-3">
          <p>
            <span className="font-bold text-stone-900">1.</span> En tu app (Google Authenticator,
            Microsoft Authenticator, 1Password…), agrega una cuenta y escanea este código QR.
          </p>
          <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
            <QrCode
              value={configuracion.uri}
              label="Código QR para agregar Tarjeto a tu app de autenticación"
              className="w-44 shrink-0 rounded-xl ring-1 ring-stone-200"
            />
            <div className="min-w-0 space-y-2 self-stretch">
              <p>¿No puedes escanearlo? Escribe esta clave en la app:</p>
              <p
                data-testid="secreto-segundo-factor"
                className="rounded-xl bg-stone-50 px-3 py-2 font-mono text-base font-semibold tracking-wide break-all text-stone-900 ring-1 ring-stone-200"
              >
                {secretoParaMostrar(configuracion.secreto)}
              </p>
              <CopiarBoton texto={configuracion.secreto} que="la clave" />
            </div>
          </div>
        </li>
        <li>
          <form onSubmit={enviar} noValidate className="space-y-3">
            <p id={`${ids}-ayuda`}>
              <span className="font-bold text-stone-900">2.</span> Escribe el código de 6 dígitos
              que muestra la app para Tarjeto.
            </p>
            <div className="max-w-sm">
              <CodeInput
                value={digitos}
                label="Código de tu app de autenticación"
                onChange={(next) => {
                  setDigitos(next);
                  setError(null);
                }}
                error={Boolean(error)}
                disabled={activar.isPending}
                describedBy={error ? `${ids}-error` : `${ids}-ayuda`}
              />
            </div>
            {error ? (
              <p id={`${ids}-error`} role="alert" className="font-medium text-red-700">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-3 pt-1">
              <Button type="submit" loading={activar.isPending}>
                Activar
              </Button>
              <Button variant="ghost" onClick={onCancelar} disabled={activar.isPending}>
                Cancelar
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </section>
  );
}

function CodigosRecuperacion({
  codigos,
  email,
  onListo,
}: {
  codigos: string[];
  email: string;
  onListo: () => void;
}) {
  const titulo = useFocoAlAparecer();
  const ids = useId();
  const texto = codigos.join('\n');

  return (
    <section aria-labelledby={`${ids}-titulo`} className="space-y-4 p-5 sm:p-6">
      <p
        role="status"
        className="flex items-start gap-3 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200"
      >
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        <span>
          ¡Listo! La verificación en dos pasos está activada. Cerramos la sesión en tus otros
          dispositivos.
        </span>
      </p>
      <h3
        id={`${ids}-titulo`}
        ref={titulo}
        tabIndex={-1}
        className="text-base font-bold text-stone-900 focus:outline-none"
      >
        Guarda tus códigos de recuperación
      </h3>
      <p className="text-sm text-stone-700">
        Si pierdes tu teléfono, entra con uno de estos códigos. Cada uno sirve una sola vez.{' '}
        <strong className="font-semibold text-stone-900">No los volveremos a mostrar.</strong>
      </p>
      <ul
        aria-label="Códigos de recuperación"
        className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200"
      >
        {codigos.map((c) => (
          <li
            key={c}
            className="text-center font-mono text-base font-semibold tracking-wide text-stone-900"
          >
            {c}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <CopiarBoton texto={texto} que="los códigos de recuperación" />
        <Button
          variant="secondary"
          size="sm"
          icon={<Download className="size-4" aria-hidden="true" />}
          onClick={() =>
            descargarTexto(
              'tarjeto-codigos-de-recuperacion.txt',
              `Tarjeto: códigos de recuperación de ${email}\nCada código sirve una sola vez para entrar sin tu app de autenticación.\n\n${texto}\n`,
            )
          }
        >
          Descargar
        </Button>
      </div>
      <Button onClick={onListo}>Ya los guardé</Button>
    </section>
  );
}

/** Mounted only while open, so each opening starts with empty fields. */
function DialogoDesactivar({ onCerrar }: { onCerrar: () => void }) {
  const desactivar = useDesactivarSegundoFactor();
  const codigo = useCampoSegundoFactor();

  return (
    <ConfirmarContrasenaDialog
      open
      title="¿Desactivar la verificación en dos pasos?"
      confirmLabel="Desactivar"
      loading={desactivar.isPending}
      errorPorDefecto={ERROR_SEGUNDO_FACTOR}
      icono={ShieldOff}
      tono="red"
      extra={<CampoSegundoFactor {...codigo.campo} disabled={desactivar.isPending} />}
      validarExtra={() => codigo.prueba() !== null}
      onErrorCampos={(campos) => {
        const campo = campos.codigo ?? campos.codigoRecuperacion;
        if (campo) codigo.rechazar(campo);
        return Boolean(campo);
      }}
      onConfirm={async (contrasena) => {
        const prueba = codigo.prueba();
        if (!prueba) return;
        await desactivar.mutateAsync({ contrasena, ...prueba });
        toast.success(SEGUNDO_FACTOR_DESACTIVADO);
        onCerrar();
      }}
      onCancel={onCerrar}
    >
      <p>
        Tu cuenta volverá a abrirse solo con tu contraseña, y tus códigos de recuperación dejarán de
        servir. Confirma con tu contraseña y un código de tu app.
      </p>
    </ConfirmarContrasenaDialog>
  );
}
