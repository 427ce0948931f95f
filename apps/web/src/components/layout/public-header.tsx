import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Menu, X } from 'lucide-react';
import { APP_NAME } from '@tarjeto/shared';
import { cn } from '../../lib/cn.ts';
import { PARA_NEGOCIOS_PATH } from './footer-links.ts';
import { Enlace, EnlaceBoton, useUbicacion } from '../ui/enlace.tsx';

/** The landing's sections the header jumps to (ids set in features/landing). */
const SECCIONES = [
  { id: 'como-funciona', label: 'Cómo funciona' },
  { id: 'beneficios', label: 'Beneficios' },
  { id: 'negocios', label: 'Negocios' },
  { id: 'niveles', label: 'Niveles' },
] as const;

const MENU_ID = 'menu-movil';

/** The small card of the favicon, drawn inline so the logo needs no request. */
function CardMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#c2185b" />
          <stop offset="1" stopColor="#7a0c2e" />
        </linearGradient>
      </defs>
      <rect x="4" y="12" width="56" height="40" rx="9" fill={`url(#${gradientId})`} />
      <rect x="4" y="21" width="56" height="6" fill="#f8b41c" />
      <circle cx="46" cy="40" r="5" fill="#fff" />
    </svg>
  );
}

/**
 * Tarjeto's logo: the card mark and the wordmark, spelt as the brand is written everywhere
 * (BRAND.md: 'Tarjeto'). The one logo of every screen; `light` is for dark backgrounds.
 */
export function TarjetoLogo({
  tone = 'dark',
  className,
}: {
  tone?: 'dark' | 'light';
  className?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <CardMark className="size-9 shrink-0 -rotate-6 drop-shadow-sm" />
      <span
        className={cn(
          'text-2xl leading-none font-extrabold tracking-tight',
          tone === 'dark' ? 'text-rubi-800' : 'text-white',
        )}
      >
        {APP_NAME}
      </span>
    </span>
  );
}

/** A signed-in visitor's way back to their own screens, in place of the account buttons. */
export interface PanelLink {
  to: string;
  label: string;
}

/**
 * A jump to one of the landing's sections. On the landing it is a bare fragment that scrolls in
 * place; elsewhere a link to the landing with that fragment, which PublicLayout scrolls to once the
 * landing is on screen (a browser's own fragment jump comes before the page is drawn).
 */
function SeccionLink({
  id,
  className,
  onClick,
  children,
}: {
  id: string;
  className: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const { pathname } = useUbicacion();
  return pathname === '/' ? (
    <a href={`#${id}`} className={className} onClick={onClick}>
      {children}
    </a>
  ) : (
    <Enlace to={{ pathname: '/', hash: `#${id}` }} className={className} onClick={onClick}>
      {children}
    </Enlace>
  );
}

/**
 * The public header: logo, jumps to the landing's sections, the business page and the two account
 * buttons (or, for someone signed in, the way back to their panel). Below 1024 px the section
 * links (and below 768 px the account buttons too) move into a menu behind a hamburger button.
 * The landing is for guests, so someone signed in is not offered its sections.
 */
export function PublicHeader({ panel = null }: { panel?: PanelLink | null }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const secciones = panel ? [] : SECCIONES;
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    // The menu is for small screens: if the window grows past it, put it away.
    const wide =
      typeof window.matchMedia === 'function' ? window.matchMedia('(min-width: 1024px)') : null;
    const onWide = () => wide?.matches && setOpen(false);
    document.addEventListener('keydown', onKey);
    wide?.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKey);
      wide?.removeEventListener('change', onWide);
    };
  }, [open]);

  const desktopLink =
    'inline-flex min-h-11 items-center rounded-lg px-2.5 text-sm font-semibold text-stone-700 transition-colors hover:bg-rubi-50 hover:text-rubi-800 lg:px-3';
  const mobileLink =
    'flex min-h-12 items-center rounded-xl px-3 text-base font-semibold text-stone-800 hover:bg-rubi-50 hover:text-rubi-800';

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Enlace
          to="/"
          className="-ml-1 inline-flex min-h-11 items-center rounded-lg px-1"
          aria-label={`${APP_NAME}, inicio`}
          onClick={close}
        >
          <TarjetoLogo />
        </Enlace>

        <nav aria-label="Principal" className="hidden items-center lg:flex">
          <ul className="flex items-center">
            {secciones.map((s) => (
              <li key={s.id}>
                <SeccionLink id={s.id} className={desktopLink}>
                  {s.label}
                </SeccionLink>
              </li>
            ))}
            <li>
              <Enlace to={PARA_NEGOCIOS_PATH} className={desktopLink}>
                Para negocios
              </Enlace>
            </li>
          </ul>
        </nav>

        <div className="ml-auto hidden items-center gap-2 md:flex lg:ml-0">
          {panel ? (
            <EnlaceBoton to={panel.to} variant="primary" className="px-4">
              {panel.label}
            </EnlaceBoton>
          ) : (
            <>
              <EnlaceBoton to="/login" variant="ghost" className="px-3 lg:px-4">
                Iniciar sesión
              </EnlaceBoton>
              <EnlaceBoton to="/signup" variant="primary" className="px-4">
                Crear cuenta
              </EnlaceBoton>
            </>
          )}
        </div>

        <button
          ref={buttonRef}
          type="button"
          className="-mr-2 grid size-11 place-items-center rounded-xl text-stone-800 hover:bg-stone-100 lg:hidden"
          aria-label={open ? 'Cerrar menú' : 'Abrir menú'}
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
        </button>
      </div>

      {/* The header's backdrop blur makes it the containing block: position from it, not fixed. */}
      <div id={MENU_ID} hidden={!open} className="absolute inset-x-0 top-full lg:hidden">
        <div
          className="absolute inset-x-0 top-0 h-dvh bg-stone-950/30"
          aria-hidden="true"
          onClick={close}
        />
        <div className="relative max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-stone-200 bg-white px-4 pt-3 pb-5 shadow-xl">
          <nav aria-label="Menú">
            <ul className="flex flex-col gap-0.5">
              {secciones.map((s) => (
                <li key={s.id}>
                  <SeccionLink id={s.id} className={mobileLink} onClick={close}>
                    {s.label}
                  </SeccionLink>
                </li>
              ))}
              <li>
                <Enlace to={PARA_NEGOCIOS_PATH} className={mobileLink} onClick={close}>
                  Para negocios
                </Enlace>
              </li>
            </ul>
          </nav>
          <div className="mt-4 grid grid-cols-2 gap-3 border-t border-stone-100 pt-4 md:hidden">
            {panel ? (
              <EnlaceBoton
                to={panel.to}
                variant="primary"
                size="lg"
                className="col-span-2 px-3"
                onClick={close}
              >
                {panel.label}
              </EnlaceBoton>
            ) : (
              <>
                <EnlaceBoton
                  to="/login"
                  variant="secondary"
                  size="lg"
                  className="px-3"
                  onClick={close}
                >
                  Iniciar sesión
                </EnlaceBoton>
                <EnlaceBoton
                  to="/signup"
                  variant="primary"
                  size="lg"
                  className="px-3"
                  onClick={close}
                >
                  Crear cuenta
                </EnlaceBoton>
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
