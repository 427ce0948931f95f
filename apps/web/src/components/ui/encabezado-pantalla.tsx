import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from './button.tsx';

const ANCHO = { xl: 'max-w-xl', '2xl': 'max-w-2xl' } as const;

/**
 * A dashboard screen's heading: the section it belongs to (or, on a page inside another, the way
 * back to it), its title, a line on what it is for (its children), and what the screen offers at its side. With
 * `accion` (even a null one that comes and goes), the title and the action share a row above 640 px.
 */
export function EncabezadoPantalla({
  seccion,
  volver,
  titulo,
  children: descripcion,
  anchoDescripcion = '2xl',
  accion,
}: {
  seccion?: string;
  volver?: { to: string; label: string };
  titulo: ReactNode;
  /** The line under the title. */
  children?: ReactNode;
  /** How wide the description may run. */
  anchoDescripcion?: keyof typeof ANCHO;
  accion?: ReactNode;
}) {
  const textos = (
    <>
      {seccion ? <p className="text-sm font-semibold text-rubi-700">{seccion}</p> : null}
      <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">{titulo}</h1>
      {descripcion ? (
        <p className={`mt-1 ${ANCHO[anchoDescripcion]} text-stone-600`}>{descripcion}</p>
      ) : null}
    </>
  );
  const Marco = volver ? 'div' : 'header';
  const cuerpo =
    accion === undefined ? (
      <Marco>{textos}</Marco>
    ) : (
      <Marco className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>{textos}</div>
        {accion}
      </Marco>
    );
  if (!volver) return cuerpo;
  return (
    <header className="flex flex-col gap-3">
      <ButtonLink to={volver.to} variant="ghost" size="sm" className="-ml-3 self-start">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {volver.label}
      </ButtonLink>
      {cuerpo}
    </header>
  );
}
