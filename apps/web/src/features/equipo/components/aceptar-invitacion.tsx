import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Control, FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, LogIn, UserCheck, UsersRound } from 'lucide-react';
import {
  aceptarInvitacionFormSchema,
  DESCRIPCION_ROL,
  ERROR_MESSAGES,
  ETIQUETA_ROL,
  type AceptarInvitacionForm,
  type Usuario,
} from '@tarjeto/shared';
import { AuthIcono, AuthLayout } from '../../../components/layout/auth-layout.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CargaErrorDe, Skeleton } from '../../../components/ui/carga.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { marcarErroresDelServidor } from '../../../lib/errores-de-campo.ts';
import { useFormularioDeCuenta } from '../../../lib/use-formulario-de-cuenta.ts';
import {
  esInvitacionInvalida,
  useAceptarInvitacion,
  useInvitacion,
  type Invitacion,
} from '../api/invitacion.ts';
import { comoRol, ERROR_ACEPTAR, ERROR_CARGAR_INVITACION } from '../lib/copy.ts';

/** The new password and its confirmation, as signup asks them (the app hands in its fields). */
export type CamposContrasena = (props: {
  control: Control<AceptarInvitacionForm>;
  field: (name: keyof AceptarInvitacionForm) => UseFormRegisterReturn;
  errors: FieldErrors<AceptarInvitacionForm>;
}) => ReactNode;

/**
 * /equipo/aceptar?token=… (issue 25 part B): the invitation mailed to a new person of a team. It
 * says who invited them and as what, shows the address the account will have, and asks for a
 * password with signup's rules and hints; accepting makes the account and signs it in. A used,
 * expired or broken link says so, with the way to sign in for someone who already accepted.
 */
export function AceptarInvitacion({
  token,
  camposContrasena,
  sesionActual,
  onAceptada,
}: {
  token: string;
  camposContrasena: CamposContrasena;
  /** The address of a session already open in this browser: accepting replaces it. */
  sesionActual: string | null;
  onAceptada: (usuario: Usuario, mensaje: string) => void;
}) {
  const invitacion = useInvitacion(token);

  if (token === '' || (invitacion.isError && esInvitacionInvalida(invitacion.error)))
    return <EnlaceInvalido />;
  if (invitacion.isError) {
    return (
      <AuthLayout title="Únete al equipo">
        <CargaErrorDe query={invitacion} fallback={ERROR_CARGAR_INVITACION} />
      </AuthLayout>
    );
  }
  if (invitacion.isPending) {
    return (
      <AuthLayout title="Únete al equipo">
        <div role="status" aria-label="Cargando la invitación" className="flex flex-col gap-5">
          <Skeleton className="h-24" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-13" />
        </div>
      </AuthLayout>
    );
  }
  return (
    <FormularioAceptar
      token={token}
      invitacion={invitacion.data}
      camposContrasena={camposContrasena}
      sesionActual={sesionActual}
      onAceptada={onAceptada}
      onInvalida={() => void invitacion.refetch()}
    />
  );
}

function EnlaceInvalido() {
  return (
    <AuthLayout
      title="Este enlace ya no sirve"
      icon={<AuthIcono icon={CircleAlert} tono="rojo" />}
      subtitle={ERROR_MESSAGES.INVITACION_INVALIDA}
    >
      <div className="flex flex-col gap-4 rounded-2xl bg-stone-50 p-5 ring-1 ring-stone-200">
        <p className="text-stone-700">
          ¿Ya creaste tu contraseña con esta invitación? Entonces ya eres parte del equipo: inicia
          sesión con tu correo.
        </p>
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-xl bg-rubi-700 px-5 text-sm font-semibold text-white shadow-sm hover:bg-rubi-800"
        >
          <LogIn className="size-4" aria-hidden="true" />
          Iniciar sesión
        </Link>
      </div>
    </AuthLayout>
  );
}

function FormularioAceptar({
  token,
  invitacion,
  camposContrasena,
  sesionActual,
  onAceptada,
  onInvalida,
}: {
  token: string;
  invitacion: Invitacion;
  camposContrasena: CamposContrasena;
  sesionActual: string | null;
  onAceptada: (usuario: Usuario, mensaje: string) => void;
  onInvalida: () => void;
}) {
  const aceptar = useAceptarInvitacion();
  const { handleSubmit, control, setError, setFocus, errors, field } =
    useFormularioDeCuenta<AceptarInvitacionForm>({
      resolver: zodResolver(aceptarInvitacionFormSchema),
      defaultValues: { contrasena: '', confirmarContrasena: '' },
    });

  const onSubmit = handleSubmit(({ contrasena }) =>
    aceptar.mutate(
      { token, contrasena },
      {
        onSuccess: (res) => onAceptada(res.user, res.message),
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'INVITACION_INVALIDA') {
            onInvalida();
            return;
          }
          if (marcarErroresDelServidor(err, ['contrasena'], setError, setFocus)) return;
          toast.error(errorMessage(err, ERROR_ACEPTAR));
        },
      },
    ),
  );

  const rol = ETIQUETA_ROL[invitacion.rol];
  return (
    <AuthLayout
      title={`Únete a ${invitacion.negocio}`}
      icon={<AuthIcono icon={UsersRound} tono="rubi" />}
      subtitle={
        <>
          Hola, {invitacion.nombre}:{' '}
          <strong className="text-stone-900">{invitacion.negocio}</strong> te invitó{' '}
          {comoRol(invitacion.rol)}. Crea tu contraseña para entrar.
        </>
      }
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
        <div className="flex items-start gap-3 rounded-2xl bg-marigold-50 px-4 py-3.5 ring-1 ring-marigold-200">
          <UserCheck className="mt-0.5 size-5 shrink-0 text-marigold-800" aria-hidden="true" />
          <p className="text-sm leading-6 text-stone-800">
            <strong className="font-semibold text-stone-900">{rol}:</strong>{' '}
            {DESCRIPCION_ROL[invitacion.rol]}
          </p>
        </div>
        <Input
          label="Correo electrónico"
          type="email"
          value={invitacion.email}
          readOnly
          // Password managers keep the new password with this address.
          autoComplete="username"
          hint="Con este correo inicias sesión. Lo eligió quien te invitó."
          className="[&_input]:bg-stone-50 [&_input]:text-stone-700"
        />
        {camposContrasena({ control, field, errors })}
        {sesionActual ? (
          <p className="rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700 ring-1 ring-stone-200">
            En este navegador está abierta la sesión de{' '}
            <strong className="break-all">{sesionActual}</strong>. Al aceptar, se cierra y entras
            con tu cuenta nueva.
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          loading={aceptar.isPending}
          icon={<UserCheck className="size-5" aria-hidden="true" />}
          className="w-full"
        >
          Aceptar y entrar
        </Button>
        <p className="text-center text-sm text-stone-600">
          ¿No esperabas esta invitación? Puedes ignorarla.
        </p>
      </form>
    </AuthLayout>
  );
}
