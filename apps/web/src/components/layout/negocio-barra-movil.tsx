import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router';
import { Check, Ellipsis, X, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useModal } from '../ui/use-modal.ts';

/** A section of a dashboard's navigation: the side list on wide screens, the bottom bar on phones. */
export interface BarraItem {
  to: string;
  label: string;
  /** The bottom bar's narrower name, where the full one does not fit. */
  shortLabel?: string;
  icon: LucideIcon;
  /** Active only on this exact path (the index), not on the ones below it. */
  end?: boolean;
  /**
   * On phones, one of the few sections kept in the bottom bar (the most used); the others open
   * from its 'Más' button. Ignored while every section fits in the bar.
   */
  enBarra?: boolean;
}

/** Slots of the bar at 390 px with 44-px targets and readable labels, 'Más' included. */
export const BARRA_SLOTS = 5;

/**
 * Which sections sit in the bar and which behind 'Más'. When every section fits, all of them are
 * in the bar and there is no 'Más'. Otherwise the ones marked `enBarra` (in the list's order; the
 * first ones if none is marked) take the slots but one, and the rest go, in order, behind 'Más'.
 */
export function repartirSecciones<T extends BarraItem>(items: readonly T[]) {
  if (items.length <= BARRA_SLOTS) return { barra: [...items], mas: [] as T[] };
  const marcadas = items.filter((i) => i.enBarra);
  const barra = (marcadas.length > 0 ? marcadas : items).slice(0, BARRA_SLOTS - 1);
  return { barra, mas: items.filter((i) => !barra.includes(i)) };
}

const esActual = (item: BarraItem, pathname: string) =>
  matchPath({ path: item.to, end: item.end ?? false }, pathname) !== null;

/**
 * The business sections on a phone: a bottom bar within thumb's reach and, when there are more
 * sections than slots, a 'Más' button that opens a sheet with the rest (a modal dialog: focus
 * stays inside, Escape and the backdrop close it, focus goes back to 'Más'). When the current
 * section is behind 'Más', the button is shown as the current one and says which section it is.
 */
export function NegocioBarraMovil({
  items,
  label,
}: {
  items: readonly BarraItem[];
  /** The navigation's accessible name (the side navigation's, so both read the same). */
  label: string;
}) {
  const { pathname } = useLocation();
  const { barra, mas } = repartirSecciones(items);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const sheetId = useId();
  const titleId = useId();
  const actualEnMas = mas.find((i) => esActual(i, pathname));

  // Whether closing gives the focus back to 'Más' (not when a section was chosen: its page takes it).
  const devolver = useRef(false);
  const close = useCallback((devolverFoco = true) => {
    devolver.current = devolverFoco;
    setOpen(false);
  }, []);
  // In the commit that closes the sheet, once the modal's cleanup has made the bar reachable again
  // (a frame later left the focus on <body> for as long as a busy phone took to draw it).
  useEffect(() => {
    if (open || !devolver.current) return;
    devolver.current = false;
    buttonRef.current?.focus();
  }, [open]);

  // A modal dialog (use-modal.ts), starting on the current section when it is here, else the first.
  const rootRef = useRef<HTMLDivElement>(null);
  useModal({
    open,
    panelRef: sheetRef,
    rootRef,
    onEscape: close,
    // 'Más' gives focus back itself (close), or the chosen section's page takes it.
    devolverFoco: false,
  });
  useEffect(() => {
    if (!open) return;
    (
      sheetRef.current?.querySelector<HTMLElement>('a[aria-current="page"]') ??
      sheetRef.current?.querySelector<HTMLElement>('a[href]')
    )?.focus();
    // The sheet is for phones: if the window grows to the side navigation, put it away.
    const wide =
      typeof window.matchMedia === 'function' ? window.matchMedia('(min-width: 641px)') : null;
    const onWide = () => wide?.matches && close(false);
    wide?.addEventListener('change', onWide);
    return () => wide?.removeEventListener('change', onWide);
  }, [open, close]);

  const slot =
    'flex min-h-16 w-full flex-col items-center justify-center gap-1 text-xs font-semibold transition-colors';
  const pill = (active: boolean) =>
    cn(
      'grid h-8 w-14 place-items-center rounded-full transition-colors',
      active && 'bg-rubi-50 ring-1 ring-rubi-100',
    );

  return (
    <>
      <nav
        aria-label={label}
        data-barra-inferior=""
        className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur min-[641px]:hidden"
      >
        <ul className="mx-auto flex max-w-md">
          {barra.map(({ to, label: nombre, shortLabel, icon: Icon, end }) => (
            <li key={to} className="min-w-0 flex-1">
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(slot, isActive ? 'text-rubi-800' : 'text-stone-600 hover:text-stone-900')
                }
              >
                {({ isActive }) => (
                  <>
                    <span className={pill(isActive)}>
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <span className="max-w-full truncate px-0.5">{shortLabel ?? nombre}</span>
                  </>
                )}
              </NavLink>
            </li>
          ))}
          {mas.length > 0 ? (
            <li className="min-w-0 flex-1">
              <button
                ref={buttonRef}
                type="button"
                // Says where the owner is when that section is behind it (the dot shows it).
                aria-label={actualEnMas ? `Más, estás en ${actualEnMas.label}` : 'Más'}
                aria-haspopup="dialog"
                aria-expanded={open}
                aria-controls={open ? sheetId : undefined}
                onClick={() => (open ? close() : setOpen(true))}
                className={cn(
                  slot,
                  actualEnMas || open ? 'text-rubi-800' : 'text-stone-600 hover:text-stone-900',
                )}
              >
                <span className={cn(pill(Boolean(actualEnMas) || open), 'relative')}>
                  <Ellipsis className="size-5" aria-hidden="true" />
                  {actualEnMas ? (
                    <span
                      aria-hidden="true"
                      className="absolute top-1 right-3 size-2 rounded-full bg-rubi-700 ring-2 ring-white"
                    />
                  ) : null}
                </span>
                <span>Más</span>
              </button>
            </li>
          ) : null}
        </ul>
      </nav>

      {open ? (
        <div ref={rootRef} className="fixed inset-0 z-40 min-[641px]:hidden">
          <div
            className="animate-fade-in absolute inset-0 bg-stone-950/40"
            aria-hidden="true"
            onClick={() => close()}
          />
          <div
            ref={sheetRef}
            tabIndex={-1}
            id={sheetId}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            className="animate-sheet-in absolute inset-x-0 bottom-0 rounded-t-3xl bg-white px-4 pt-2 pb-[calc(1rem+env(safe-area-inset-bottom))] shadow-2xl"
          >
            <div aria-hidden="true" className="mx-auto mb-2 h-1.5 w-10 rounded-full bg-stone-300" />
            <div className="flex items-center justify-between gap-3 pb-2">
              <h2 id={titleId} className="px-2 text-lg font-bold text-stone-900">
                Más secciones
              </h2>
              <button
                type="button"
                onClick={() => close()}
                className="grid size-11 place-items-center rounded-xl text-stone-600 hover:bg-stone-100"
                aria-label="Cerrar"
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            </div>
            <ul className="grid grid-cols-1 gap-1">
              {mas.map(({ to, label: nombre, icon: Icon, end }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={end}
                    onClick={() => close(false)}
                    className={({ isActive }) =>
                      cn(
                        'flex min-h-13 items-center gap-3 rounded-2xl px-3 text-base font-semibold transition-colors',
                        isActive
                          ? 'bg-rubi-50 text-rubi-800 ring-1 ring-rubi-100'
                          : 'text-stone-800 hover:bg-stone-100',
                      )
                    }
                  >
                    {({ isActive }) => (
                      <>
                        <span
                          className={cn(
                            'grid size-10 shrink-0 place-items-center rounded-xl',
                            isActive ? 'bg-white text-rubi-700' : 'bg-stone-100 text-stone-700',
                          )}
                        >
                          <Icon className="size-5" aria-hidden="true" />
                        </span>
                        <span className="min-w-0 flex-1 truncate">{nombre}</span>
                        {isActive ? (
                          <Check className="size-5 shrink-0 text-rubi-700" aria-hidden="true" />
                        ) : null}
                      </>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </>
  );
}
