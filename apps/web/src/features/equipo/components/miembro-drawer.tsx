import { useCallback, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save, ScanLine, Send, UserCog } from 'lucide-react';
import {
  DESCRIPCION_ROL,
  ETIQUETA_ROL,
  ROLES_INVITABLES,
  invitarMiembroBodySchema,
  type InvitarMiembroBody,
  type Miembro,
  type RolInvitable,
} from '@tarjeto/shared';
import { Drawer, PieDeFormulario } from '../../../components/ui/drawer.tsx';
import { EmailInput, Input } from '../../../components/ui/input.tsx';
import { RadioChips, type ChipOption } from '../../../components/ui/radio-chips.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { GUARDANDO, GUARDAR_CAMBIOS } from '../../../lib/copy.ts';
import { useEditarMiembro, useInvitarMiembro } from '../api/equipo.ts';
import { ERROR_EDITAR, ERROR_INVITAR, inicial } from '../lib/copy.ts';
import { LugaresCampo, type Lugar } from './lugares-campo.tsx';

const ROLES: ReadonlyArray<ChipOption<RolInvitable>> = ROLES_INVITABLES.map((rol) => ({
  value: rol,
  label: ETIQUETA_ROL[rol],
  ayuda: DESCRIPCION_ROL[rol],
  icon: rol === 'encargado' ? UserCog : ScanLine,
}));

type Valores = InvitarMiembroBody;
const CAMPOS = ['nombre', 'email', 'rol', 'establecimientos'] as const;

export type ModoDrawer = { tipo: 'invitar' } | { tipo: 'editar'; miembro: Miembro };

/**
 * 'Invitar a alguien' and 'Editar' of Ajustes → Equipo: the person's name and email (to invite),
 * their role as two cards with what each may do, and the establishments they work at — the only
 * one ticked already when the business has one. Checked with the server's own schema; what the
 * server refuses lands on its field.
 */
export function MiembroDrawer({
  modo,
  lugares,
  onClose,
}: {
  /** null: closed. */
  modo: ModoDrawer | null;
  lugares: readonly Lugar[];
  onClose: () => void;
}) {
  const titulo = modo?.tipo === 'editar' ? `Editar a ${modo.miembro.nombre}` : 'Invitar a alguien';
  const formId = useId();
  const [ocupado, setOcupado] = useState(false);
  // One function for the drawer's whole life (it re-focuses when handed a new one); while sending,
  // Escape and the backdrop wait.
  const ocupadoRef = useRef(false);
  const marcarOcupado = useCallback((v: boolean) => {
    ocupadoRef.current = v;
    setOcupado(v);
  }, []);
  const cerrar = useCallback(() => {
    if (!ocupadoRef.current) onClose();
  }, [onClose]);
  return (
    <Drawer
      open={modo !== null}
      onClose={cerrar}
      title={titulo}
      side="sheet"
      widthClass="sm:max-w-lg"
      footer={
        <PieDeFormulario
          formId={formId}
          ocupado={ocupado}
          onCancelar={onClose}
          icon={
            modo?.tipo === 'editar' ? (
              <Save className="size-4" aria-hidden="true" />
            ) : (
              <Send className="size-4" aria-hidden="true" />
            )
          }
        >
          {modo?.tipo === 'editar'
            ? ocupado
              ? GUARDANDO
              : GUARDAR_CAMBIOS
            : ocupado
              ? 'Enviando…'
              : 'Enviar invitación'}
        </PieDeFormulario>
      }
    >
      {modo ? (
        <MiembroForm
          key={modo.tipo === 'editar' ? modo.miembro.miembroId : 'nuevo'}
          formId={formId}
          titulo={titulo}
          modo={modo}
          lugares={lugares}
          onOcupado={marcarOcupado}
          onDone={onClose}
        />
      ) : null}
    </Drawer>
  );
}

function MiembroForm({
  formId,
  titulo,
  modo,
  lugares,
  onOcupado,
  onDone,
}: {
  formId: string;
  titulo: string;
  modo: ModoDrawer;
  lugares: readonly Lugar[];
  onOcupado: (ocupado: boolean) => void;
  onDone: () => void;
}) {
  const invitar = useInvitarMiembro();
  const editar = useEditarMiembro();
  const [otroError, setOtroError] = useState<string | null>(null);
  const rolRef = useRef<HTMLInputElement | null>(null);
  const lugaresRef = useRef<HTMLInputElement>(null);
  const editando = modo.tipo === 'editar' ? modo.miembro : null;

  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    setFocus,
    formState: { errors },
  } = useForm<Valores>({
    // Editing shows the person's name and email as they are (valid already) and sends only the
    // role and the places: one schema serves both.
    resolver: zodResolver(invitarMiembroBodySchema),
    defaultValues: editando
      ? {
          nombre: editando.nombre,
          email: editando.email,
          rol: editando.rol === 'encargado' ? 'encargado' : 'cajero',
          establecimientos: editando.establecimientos.map((e) => e.establecimientoID),
        }
      : {
          nombre: '',
          email: '',
          rol: 'cajero',
          establecimientos: lugares.length === 1 ? [lugares[0]!.establecimientoID] : [],
        },
    reValidateMode: 'onSubmit',
  });

  const enfocar = (campo: (typeof CAMPOS)[number]) => {
    if (campo === 'rol') rolRef.current?.focus();
    else if (campo === 'establecimientos') lugaresRef.current?.focus();
    else setFocus(campo);
  };

  const alFallar = (err: unknown, respaldo: string) => {
    const fieldErrors = err instanceof ApiError ? err.fieldErrors : {};
    const campos = CAMPOS.filter((c) =>
      Object.keys(fieldErrors).some((k) => k === c || k.startsWith(`${c}.`)),
    );
    if (campos.length > 0) {
      for (const c of campos) {
        const clave = Object.keys(fieldErrors).find((k) => k === c || k.startsWith(`${c}.`))!;
        setError(c, { message: fieldErrors[clave] });
      }
      enfocar(campos[0]!);
      return;
    }
    setOtroError(errorMessage(err, respaldo));
  };

  const onSubmit = handleSubmit(
    (v) => {
      setOtroError(null);
      onOcupado(true);
      const listo = () => onOcupado(false);
      if (editando) {
        editar.mutate(
          {
            miembroId: editando.miembroId,
            body: { rol: v.rol, establecimientos: v.establecimientos },
          },
          {
            onSuccess: (res) => {
              toast.success(res.message);
              onDone();
            },
            onError: (err) => alFallar(err, ERROR_EDITAR),
            onSettled: listo,
          },
        );
        return;
      }
      invitar.mutate(
        { nombre: v.nombre, email: v.email, rol: v.rol, establecimientos: v.establecimientos },
        {
          onSuccess: (res) => {
            // The invitation stays even when its mail could not go: the answer says so, and
            // 'Reenviar invitación' is on the person's row.
            if (res.message.startsWith('Enviamos')) toast.success(res.message);
            else toast.error(res.message);
            onDone();
          },
          onError: (err) => alFallar(err, ERROR_INVITAR),
          onSettled: listo,
        },
      );
    },
    (errs) => {
      const primero = CAMPOS.find((c) => errs[c]);
      if (primero) enfocar(primero);
    },
  );

  const limpiar = (campo: (typeof CAMPOS)[number]) => () => {
    if (errors[campo]) clearErrors(campo);
  };

  return (
    <form
      id={formId}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={titulo}
      className="flex flex-col gap-6"
    >
      {editando ? (
        <div className="flex items-center gap-3 rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200">
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-full bg-rubi-700 text-base font-extrabold text-white"
          >
            {inicial(editando.nombre)}
          </span>
          <div className="min-w-0">
            <p className="font-bold break-words text-stone-900">{editando.nombre}</p>
            <p className="text-sm break-all text-stone-600">{editando.email}</p>
          </div>
        </div>
      ) : (
        <>
          <p className="text-sm leading-6 text-stone-600">
            Le enviaremos un correo con un enlace para crear su contraseña. El enlace sirve una vez
            y vence en 7 días.
          </p>
          <Input
            label="Nombre"
            autoComplete="off"
            placeholder="Carlos Pérez"
            maxLength={80}
            error={errors.nombre?.message}
            {...register('nombre', { onChange: limpiar('nombre') })}
          />
          <EmailInput
            placeholder="carlos@correo.com"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email', { onChange: limpiar('email') })}
          />
        </>
      )}

      <Controller
        control={control}
        name="rol"
        render={({ field }) => (
          <RadioChips
            legend="Rol"
            name={`${formId}-rol`}
            layout="cards"
            columnas="grid-cols-1 sm:grid-cols-2"
            options={ROLES}
            value={field.value as RolInvitable}
            onChange={(v) => {
              field.onChange(v);
              limpiar('rol')();
            }}
            error={errors.rol?.message}
            inputRef={(el) => {
              rolRef.current = el;
            }}
          />
        )}
      />

      <Controller
        control={control}
        name="establecimientos"
        render={({ field }) => (
          <LugaresCampo
            lugares={lugares}
            value={field.value}
            onChange={(ids) => {
              field.onChange(ids);
              limpiar('establecimientos')();
            }}
            error={errors.establecimientos?.message}
            inputRef={lugaresRef}
          />
        )}
      />

      {otroError ? (
        <p
          role="alert"
          className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          {otroError}
        </p>
      ) : null}
    </form>
  );
}
