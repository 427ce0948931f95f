import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Info, Plus, Trash2 } from 'lucide-react';
import { MAX_ESTABLECIMIENTOS } from '@tarjeto/shared';
import { FieldError, fieldId } from '../../../components/perfil-campos/campo-base.tsx';
import {
  UbicacionCampos,
  type CampoUbicacion,
} from '../../../components/perfil-campos/campos-ubicacion.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { CONSERVAR_NEXO, conservarVisitas, UNICO_ESTABLECIMIENTO } from '../lib/copy.ts';
import {
  motivoParaConservar,
  PATH_ESTABLECIMIENTOS,
  pathEstablecimiento,
  type EstablecimientoValores,
} from '../lib/valores.ts';

let nuevos = 0;

/** A new establishment starts in the first one's city and state, the usual case. */
const nuevoEstablecimiento = (modelo?: EstablecimientoValores): EstablecimientoValores => ({
  clave: `nuevo-${++nuevos}`,
  nombre: '',
  principal: false,
  nexoID: null,
  visitasRegistradas: 0,
  direccion: '',
  zona: '',
  ciudad: modelo?.ciudad ?? '',
  estado: modelo?.estado ?? '',
  codigoPostal: '',
});

/** Why this one stays (a Nexo or visits), said where the remove button would be. */
function PorQueSeQueda({ e }: { e: EstablecimientoValores }) {
  const motivo = motivoParaConservar(e);
  if (!motivo) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-stone-600">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
      <span>
        {motivo === 'nexo' ? (
          <>
            {CONSERVAR_NEXO}{' '}
            <Link
              to="/negocio-dashboard/nexo"
              className="font-semibold text-rubi-700 underline underline-offset-2"
            >
              Ir a Nexo
            </Link>
          </>
        ) : (
          conservarVisitas(e.visitasRegistradas)
        )}
      </span>
    </p>
  );
}

/**
 * Every establishment with its name and address, which one is the main one, and adding or
 * removing them. One with a paired Nexo or with visits cannot be removed (its history would go
 * with it): the card says why instead of offering the button.
 */
export function EditorEstablecimientos({
  lista,
  onChange,
  errorEn,
  errorLista,
}: {
  lista: EstablecimientoValores[];
  /** The new list, and the paths whose errors the change answers. */
  onChange: (lista: EstablecimientoValores[], resueltos: string[]) => void;
  errorEn: (path: string) => string | undefined;
  /** A message about the list itself (an establishment that must stay, two main ones). */
  errorLista: string | undefined;
}) {
  const cambiar = (i: number, campo: 'nombre' | CampoUbicacion, valor: string) =>
    onChange(
      lista.map((e, j) => (j === i ? { ...e, [campo]: valor } : e)),
      [pathEstablecimiento(i, campo)],
    );
  const hacerPrincipal = (i: number) =>
    onChange(
      lista.map((e, j) => ({ ...e, principal: j === i })),
      [],
    );
  const quitar = (i: number) => {
    const resto = lista.filter((_, j) => j !== i);
    // The main one cannot be missing: the first left takes its place.
    // The others move up a place: their messages no longer match them.
    onChange(
      resto.some((e) => e.principal) ? resto : resto.map((e, j) => ({ ...e, principal: j === 0 })),
      [PATH_ESTABLECIMIENTOS],
    );
  };
  const enfocar = useRef<number | null>(null);
  const agregar = () => {
    enfocar.current = lista.length;
    onChange([...lista, nuevoEstablecimiento(lista[0])], []);
  };
  // A new establishment, once drawn: start on its name.
  useEffect(() => {
    if (enfocar.current === null) return;
    document.getElementById(fieldId(pathEstablecimiento(enfocar.current, 'nombre')))?.focus();
    enfocar.current = null;
  }, [lista.length]);

  return (
    <div id={fieldId(PATH_ESTABLECIMIENTOS)} className="flex flex-col gap-4">
      {errorLista ? (
        <div className="rounded-xl bg-red-50 px-3 py-2 ring-1 ring-red-200">
          <FieldError message={errorLista} />
        </div>
      ) : null}
      {lista.map((e, i) => {
        const motivo = motivoParaConservar(e);
        const errorId = errorEn(`establecimientos.${i}.establecimientoID`);
        return (
          <fieldset
            key={e.clave}
            id={fieldId(`establecimientos.${i}`)}
            className="min-w-0 rounded-2xl border border-stone-200 bg-stone-50/60 p-4 sm:p-5"
          >
            <legend className="sr-only">Establecimiento {i + 1}</legend>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <p aria-hidden="true" className="flex items-center gap-2 font-bold text-stone-900">
                {e.nombre.trim() || 'Nuevo establecimiento'}
                {e.establecimientoID ? null : <Badge tone="marigold">Nuevo</Badge>}
              </p>
              <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-stone-800">
                <input
                  type="radio"
                  name="establecimiento-principal"
                  checked={e.principal}
                  onChange={() => hacerPrincipal(i)}
                  className="size-5 accent-rubi-700"
                />
                Principal
              </label>
            </div>
            {errorId ? (
              <div className="mb-3">
                <FieldError message={errorId} />
              </div>
            ) : null}
            <div className="flex flex-col gap-5">
              <Input
                id={fieldId(pathEstablecimiento(i, 'nombre'))}
                label="Nombre del establecimiento"
                placeholder="Ej. Tacos Cuichi Centro"
                maxLength={80}
                value={e.nombre}
                onChange={(ev) => cambiar(i, 'nombre', ev.target.value)}
                error={errorEn(pathEstablecimiento(i, 'nombre'))}
              />
              <UbicacionCampos
                campo={(k) => ({
                  id: fieldId(pathEstablecimiento(i, k)),
                  value: e[k],
                  onChange: (value) => cambiar(i, k, value),
                  error: errorEn(pathEstablecimiento(i, k)),
                })}
              />
            </div>
            <div className="mt-4 border-t border-stone-200 pt-3">
              {motivo ? (
                <PorQueSeQueda e={e} />
              ) : lista.length > 1 ? (
                <button
                  type="button"
                  onClick={() => quitar(i)}
                  aria-label={`Quitar establecimiento ${e.nombre.trim() || i + 1}`}
                  className="-mx-2 inline-flex min-h-11 items-center gap-2 rounded-xl px-2 text-sm font-semibold text-red-700 transition-colors hover:bg-red-50 hover:text-red-800"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  Quitar establecimiento
                </button>
              ) : (
                <p className="text-sm text-stone-600">{UNICO_ESTABLECIMIENTO}</p>
              )}
            </div>
          </fieldset>
        );
      })}
      {lista.length < MAX_ESTABLECIMIENTOS ? (
        <Button
          variant="secondary"
          icon={<Plus className="size-4" aria-hidden="true" />}
          onClick={agregar}
          className="self-start"
        >
          Agregar establecimiento
        </Button>
      ) : null}
      <p className="text-sm text-stone-600">
        Los establecimientos que quites se eliminan al tocar Guardar Cambios.
      </p>
    </div>
  );
}
