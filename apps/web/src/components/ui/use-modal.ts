import { useEffect, useRef, type RefObject } from 'react';

// The one behaviour of every modal dialog (the drawer, the confirm dialog, 'Canjear código', the
// phone's 'Más' sheet, the kiosk's redemption screens): while open, the page behind is inert —
// out of reach of Tab, clicks and screen readers — focus starts inside and stays inside, Escape
// closes it wherever the focus is, and when the focused control goes away (a button replaced by
// what it asked for) focus moves to an element of the dialog instead of falling to <body>. On
// close, focus goes back to whatever opened it. Touch it for all of them.

const TABULABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** Left alone when the rest of the page goes inert: live regions (toasts, announcements). */
const NUNCA_INERTE = 'script, style, link, template, [data-toaster], [aria-live]';

/** The dialogs open now, the last one on top: only it answers Tab and Escape. */
const abiertos: symbol[] = [];

/** The elements of `root` Tab reaches, in order. */
export function tabulables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABULABLE)).filter(
    (el) =>
      !el.closest('[inert]') &&
      !el.closest('[hidden]') &&
      // Hidden by CSS (`hidden sm:grid`); jsdom has no layout and no checkVisibility.
      (typeof el.checkVisibility !== 'function' || el.checkVisibility()),
  );
}

/**
 * Makes everything outside `root` inert: the siblings of `root` and of each of its ancestors up to
 * <body>. Returns how to undo it (only what it did: what was inert already stays so).
 */
export function inertarResto(root: HTMLElement): () => void {
  const hechos: Element[] = [];
  for (let nodo: Element = root; nodo.parentElement && nodo !== document.body;) {
    const padre: Element = nodo.parentElement;
    for (const hermano of Array.from(padre.children)) {
      if (hermano === nodo || hermano.hasAttribute('inert') || hermano.matches(NUNCA_INERTE))
        continue;
      hermano.setAttribute('inert', '');
      hechos.push(hermano);
    }
    nodo = padre;
  }
  return () => hechos.forEach((el) => el.removeAttribute('inert'));
}

const sinFoco = () => {
  const a = document.activeElement;
  return !a || a === document.body || a === document.documentElement || !a.isConnected;
};

export interface ModalOptions {
  open: boolean;
  /** The dialog: focus stays inside it. Give it tabIndex={-1} (the last place focus can go). */
  panelRef: RefObject<HTMLElement | null>;
  /** What stays reachable besides the panel (its backdrop, to click); the panel when omitted. */
  rootRef?: RefObject<HTMLElement | null>;
  /** Escape, from anywhere on the page; omit when Escape should do nothing. */
  onEscape?: (() => void) | null;
  /**
   * Where focus goes when the focused control is gone; by default the element marked
   * `data-autofocus`, else the first control, else the panel.
   */
  respaldo?: () => HTMLElement | null | undefined;
  /** Give the focus back to the opener on close (true). */
  devolverFoco?: boolean;
}

/** Where focus starts: an element marked `data-autofocus`, else the first control, else the panel. */
function inicioDe(panel: HTMLElement): HTMLElement {
  return (
    panel.querySelector<HTMLElement>('[data-autofocus]:not([disabled])') ??
    tabulables(panel)[0] ??
    panel
  );
}

export function useModal({
  open,
  panelRef,
  rootRef,
  onEscape,
  respaldo,
  devolverFoco = true,
}: ModalOptions) {
  // Read inside the listeners without opening the dialog again on every render.
  const actual = useRef({ onEscape, respaldo, devolverFoco });
  useEffect(() => {
    actual.current = { onEscape, respaldo, devolverFoco };
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const root = rootRef?.current ?? panel;
    const yo = Symbol('modal');
    const previo = document.activeElement as HTMLElement | null;
    abiertos.push(yo);
    const arriba = () => abiertos[abiertos.length - 1] === yo;
    const deshacerInerte = inertarResto(root);

    const enfocarRespaldo = () => {
      const el = actual.current.respaldo?.() ?? inicioDe(panel);
      el.focus({ preventScroll: el === panel });
    };
    // A component may have focused its own first field already (its effects ran before this one).
    if (!panel.contains(document.activeElement)) inicioDe(panel).focus();

    const onKey = (e: KeyboardEvent) => {
      if (!arriba() || e.defaultPrevented) return;
      if (e.key === 'Escape') {
        const cerrar = actual.current.onEscape;
        if (!cerrar) return;
        e.preventDefault();
        cerrar();
        return;
      }
      if (e.key !== 'Tab') return;
      const lista = tabulables(panel);
      const activo = document.activeElement;
      if (lista.length === 0) {
        e.preventDefault();
        panel.focus();
        return;
      }
      const primero = lista[0]!;
      const ultimo = lista[lista.length - 1]!;
      const dentro = panel.contains(activo) && activo !== panel;
      if (e.shiftKey && (!dentro || activo === primero)) {
        e.preventDefault();
        ultimo.focus();
      } else if (!e.shiftKey && (!dentro || activo === ultimo)) {
        e.preventDefault();
        primero.focus();
      }
    };
    // Focus that got out anyway (a live region's button, a click on the page's edge) comes back.
    const onFocusIn = (e: FocusEvent) => {
      if (!arriba() || !(e.target instanceof Node) || root.contains(e.target)) return;
      if (e.target instanceof Element && e.target.closest(NUNCA_INERTE)) return;
      enfocarRespaldo();
    };
    // The focused control removed or disabled: the browser drops focus to <body> without a word.
    // Looked at on the next frame, once a focus change in progress (Tab) has landed.
    let frame = 0;
    const revisar = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (arriba() && sinFoco()) enfocarRespaldo();
      });
    };
    const observador = new MutationObserver(revisar);
    observador.observe(panel, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'hidden', 'inert'],
    });
    panel.addEventListener('focusout', revisar);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    return () => {
      observador.disconnect();
      cancelAnimationFrame(frame);
      panel.removeEventListener('focusout', revisar);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
      deshacerInerte();
      abiertos.splice(abiertos.indexOf(yo), 1);
      if (actual.current.devolverFoco && previo?.isConnected) previo.focus({ preventScroll: true });
    };
  }, [open, panelRef, rootRef]);
}
