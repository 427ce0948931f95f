import { expect } from 'vitest';
import type { Page } from 'playwright-core';

// Keyboard-only journeys (issue 26 B11): only Tab, Shift+Tab, Enter, Space, Escape and the arrow
// keys, and after each key the focus checked as a keyboard user meets it — never on <body>, never
// outside an open modal dialog, never hidden under what sticks to the screen (the phone's top and
// bottom bars, the editor's save bar): the element at the centre of the focused one is itself or
// inside it (WCAG 2.4.3, 2.4.11).

export interface Foco {
  /** The focused element: its role or tag and its accessible text, for messages. */
  que: string;
  enBody: boolean;
  /** An open modal dialog (aria-modal) holds elsewhere. */
  fueraDelDialogo: boolean;
  /** What covers its centre, when something else does. */
  tapadoPor: string | null;
  nombre: string;
  /** Its href, for a link. */
  href: string | null;
}

export async function foco(page: Page): Promise<Foco> {
  return page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    const describir = (el: Element | null) =>
      el
        ? `${el.getAttribute('role') ?? el.tagName.toLowerCase()} «${(
            el.getAttribute('aria-label') ??
            el.textContent ??
            ''
          )
            .trim()
            .replace(/\s+/g, ' ')
            .slice(0, 60)}»`
        : 'nada';
    const enBody = !a || a === document.body || a === document.documentElement;
    const dialogos = Array.from(
      document.querySelectorAll<HTMLElement>('[aria-modal="true"]'),
    ).filter((d) => d.checkVisibility());
    // The top one: a dialog inside another comes later in the document.
    const arriba = dialogos[dialogos.length - 1];
    const fueraDelDialogo = Boolean(arriba && a && !arriba.contains(a));
    let tapadoPor: string | null = null;
    if (a && !enBody) {
      // A radio or checkbox is seen through its label (a chip, a card), hidden or not.
      const marca = a instanceof HTMLInputElement && /^(radio|checkbox)$/.test(a.type);
      const visible = marca ? (a.closest('label') ?? a.labels?.[0] ?? a) : a;
      const r = visible.getBoundingClientRect();
      const x = Math.min(Math.max(r.left + r.width / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max(r.top + r.height / 2, 0), window.innerHeight - 1);
      const arriba = document.elementFromPoint(x, y);
      const propio = (el: Element | null) =>
        Boolean(el && (el === visible || visible.contains(el) || el.contains(a) || a.contains(el)));
      if (!propio(arriba)) tapadoPor = describir(arriba);
      if (r.bottom <= 0 || r.top >= window.innerHeight) tapadoPor = 'fuera de la pantalla';
    }
    return {
      que: describir(a),
      nombre: (a?.getAttribute('aria-label') ?? a?.textContent ?? '').trim().replace(/\s+/g, ' '),
      href: a?.getAttribute('href') ?? null,
      enBody,
      fueraDelDialogo,
      tapadoPor,
    };
  });
}

/** The focus as it must be after every key. */
export async function focoBien(page: Page, paso: string) {
  // Time for the page to answer the key (a dialog moving the focus in) and for its smooth scroll
  // to the focused element to end: until the element stands still for 100 ms (at most 2 s).
  await page.evaluate(
    () =>
      new Promise<void>((listo) => {
        const inicio = performance.now();
        let antes = '';
        let quieto = performance.now();
        const mirar = () => {
          const a = document.activeElement;
          const r = a?.getBoundingClientRect();
          const ahora = `${a?.tagName}|${r?.top}|${r?.left}|${scrollY}`;
          if (ahora !== antes) {
            antes = ahora;
            quieto = performance.now();
          }
          if (performance.now() - quieto > 100 || performance.now() - inicio > 2000) listo();
          else requestAnimationFrame(mirar);
        };
        requestAnimationFrame(mirar);
      }),
  );
  const f = await foco(page);
  expect(f.enBody, `${paso}: el foco cayó a <body>`).toBe(false);
  expect(f.fueraDelDialogo, `${paso}: ${f.que} está fuera del diálogo abierto`).toBe(false);
  expect(f.tapadoPor, `${paso}: ${f.que} queda tapado`).toBeNull();
  return f;
}

/**
 * One key, then the focus checked. Tab past the page's last control (or Shift+Tab before its
 * first) leaves the document for the browser's own controls — <body> then, with no dialog open, is
 * the page's edge, not a lost focus: the next Tab comes back in at the other end.
 */
export async function tecla(page: Page, key: string) {
  await page.keyboard.press(key);
  if (/^(Shift\+)?Tab$/.test(key)) {
    const hayDialogo = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[aria-modal="true"]')).some((d) =>
        d.checkVisibility(),
      ),
    );
    // Leaving the document and coming back in are the browser's, and not always at once: the
    // edge is waited out (up to 300 ms a press) before the key goes again, twice at most.
    for (let vez = 0; vez < 2 && !hayDialogo; vez++) {
      const fuera = await page
        .waitForFunction(
          () => document.activeElement != null && document.activeElement !== document.body,
          null,
          { timeout: 300, polling: 50 },
        )
        .then(
          () => false,
          () => true,
        );
      if (!fuera) break;
      await page.keyboard.press(key);
    }
  }
  return focoBien(page, key);
}

/**
 * Tab (or Shift+Tab) until the focused element's accessible text matches `nombre`, checking the
 * focus at every step; fails after `max` presses.
 */
export async function tabHasta(
  page: Page,
  nombre: RegExp | ((f: Foco) => boolean),
  { max = 80, atras = false }: { max?: number; atras?: boolean } = {},
) {
  const es = typeof nombre === 'function' ? nombre : (f: Foco) => nombre.test(f.nombre);
  for (let i = 0; i < max; i++) {
    const f = await tecla(page, atras ? 'Shift+Tab' : 'Tab');
    if (es(f)) return f;
  }
  throw new Error(`No se llegó a ${nombre} con ${max} Tabs`);
}

/** Tab `veces` times, the focus checked at each one; the names it went through. */
export async function recorrer(page: Page, veces: number, atras = false) {
  const nombres: string[] = [];
  for (let i = 0; i < veces; i++)
    nombres.push((await tecla(page, atras ? 'Shift+Tab' : 'Tab')).que);
  return nombres;
}

/** Scrolls sideways? The page's width against the window's (WCAG 1.4.10). */
export async function desborde(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
