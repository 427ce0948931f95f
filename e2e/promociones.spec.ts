import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DIAS_SEMANA,
  programaResponseSchema,
  promocionListResponseSchema,
  simulacionResponseSchema,
  sumarDias,
  type ProgramaUpdate,
} from '@tarjeto/shared';
import { logIn } from './support/account.ts';
import { apiNegocio } from './support/api-account.ts';
import { DESKTOP, PHONE, useBrowser, type Journey } from './support/browser.ts';
import {
  clienteConCodigo,
  generarCodigo,
  pairKiosk,
  typeCode,
  useKioskBrowser,
} from './support/kiosk.ts';

// Issue 9 as people see it: a taquería's owner creates one promotion of every type from the
// dashboard (the creation form and the quick tiles' drawer), finds them in Ver and edits one; at
// the counter the paired Nexo offers a new customer what their level allows, the cashier redeems
// two — the last unit of a limited one among them, which the next customer is no longer offered —
// and a code the customer made in the app is redeemed at 'Canjear código'; Ver counts each use.
// Then a demo business moves a level's threshold and sees its customers move in the simulator
// before saving.

const ZONA = 'America/Mexico_City';
const HORA = 60 * 60 * 1000;
const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Weekday (0 Domingo) and 'HH:MM' of a moment on Mexico City's clock. */
function reloj(at: Date) {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: ZONA,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return { dia: WEEKDAY.indexOf(p.weekday!), hora: `${p.hour}:${p.minute}` };
}

/** Today in Mexico City, 'YYYY-MM-DD'. */
const hoyEnMexico = () => new Date().toLocaleDateString('en-CA', { timeZone: ZONA });

const { openKiosk } = useKioskBrowser();

const T = {
  programa: 'Hora feliz del taco',
  periodo: 'Semana del pastor',
  periodoEditada: 'Semana del pastor y suadero',
  exclusivo: 'Último trompo del día',
  plata: 'Refresco para clientes Plata',
  regular: '2x1 en aguas frescas',
};

/** The creation form's common fields: title, description, what it is. */
async function basicos(form: Locator, titulo: string, descripcion: string, clase: string) {
  await form.getByLabel('Título', { exact: true }).fill(titulo);
  await form.getByLabel('Descripción', { exact: true }).fill(descripcion);
  await form.getByRole('group', { name: '¿Qué es?' }).getByText(clase, { exact: true }).click();
}

/** A type card of the form ('Programada', 'Exclusivo'…, as its clase says it), chosen and checked. */
async function tipo(form: Locator, label: string) {
  await form
    .getByRole('group', { name: 'Tipo', exact: true })
    .getByText(label, { exact: true })
    .click();
  expect(await form.getByRole('radio', { name: new RegExp(`^${label}`) }).isChecked()).toBe(true);
}

/** The card of one clase in Ver ("Promociones 2 activas · 2 en total"), as text. */
const tarjetaDeClase = async (page: Page, plural: string) =>
  (
    await page
      .getByRole('region', { name: 'Ofertas activas por tipo' })
      .getByRole('listitem')
      .filter({ hasText: plural })
      .innerText()
  ).replace(/\s+/g, ' ');

/** One row of 'Uso por promoción', as text. */
const filaDeUso = async (page: Page, titulo: string) =>
  (
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: `Detalle de ${titulo}`, exact: true }) })
      .innerText()
  ).replace(/\s+/g, ' ');

async function promocionesDelNegocio(j: Journey) {
  const profile = await (await j.page.request.get(j.url('/api/negocio/profile'))).json();
  const negocioID = profile.data.publicID as string;
  const res = await j.page.request.get(j.url(`/api/promocion?negocioID=${negocioID}`));
  expect(res.status(), await res.text()).toBe(200);
  return promocionListResponseSchema.parse(await res.json()).data;
}

/** The titles the kiosk's result screen offers to redeem. */
async function ofrecidas(kiosk: Page) {
  const lista = kiosk.getByRole('region', { name: /^Promoci(ón|ones) para canjear$/ });
  await lista.waitFor();
  return (await lista.getByRole('heading', { level: 4 }).allTextContents()).sort();
}

/** 'Canjear' on one offer of the result screen, 'Sí, canjear', and the green screen. */
async function canjearEnResultado(kiosk: Page, titulo: string, cliente: string) {
  await kiosk.getByRole('button', { name: `Canjear ${titulo}`, exact: true }).click();
  const pregunta = kiosk.getByRole('alertdialog', { name: `¿Canjear ${titulo} para ${cliente}?` });
  await pregunta.getByRole('button', { name: 'Sí, canjear' }).click();
  const hecho = kiosk.locator('[data-canje="done"]');
  await hecho.getByRole('heading', { name: '¡Canje realizado!' }).waitFor();
  await hecho.getByText(titulo, { exact: true }).waitFor();
  await hecho.getByText(cliente, { exact: true }).waitFor();
  return hecho;
}

describe('promotions, from the dashboard to the counter', () => {
  const j = useBrowser(DESKTOP);

  it('creates one of each type, edits one, offers them by level at the Nexo, redeems them and counts the uses', async () => {
    await apiNegocio(j.context, 'negocio-promo', 'Taquería La Promo');
    const hoy = hoyEnMexico();
    const page = j.page;

    // ── Quick tiles on Inicio: the drawer, preset to its clase, with a live preview ──────────
    await page.goto(j.url('/negocio-dashboard'));
    await page.getByRole('button', { name: 'Crear cupón' }).click();
    let drawer = page.getByRole('dialog', { name: 'Crear cupón' });
    await drawer.waitFor();
    expect(await drawer.getByRole('radio', { name: 'Cupón' }).isChecked()).toBe(true);
    expect(await drawer.getByRole('radio', { name: /^Regular/ }).isChecked()).toBe(true);
    await drawer.getByLabel('Título', { exact: true }).fill(T.plata);
    await drawer
      .getByLabel('Descripción', { exact: true })
      .fill('Un refresco de vidrio con tu orden, para quien ya es Plata.');
    await drawer.getByRole('group', { name: '¿Para quién es?' }).getByText('Plata o más').click();
    const preview = drawer.getByRole('complementary', { name: 'Vista previa' });
    await preview.getByText(T.plata).first().waitFor();
    await preview.getByText('Para clientes Plata').first().waitFor();
    await drawer.getByRole('button', { name: 'Crear cupón', exact: true }).click();
    await drawer.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Crear promoción' }).click();
    drawer = page.getByRole('dialog', { name: 'Crear promoción' });
    await drawer.getByLabel('Título', { exact: true }).fill(T.regular);
    await drawer
      .getByLabel('Descripción', { exact: true })
      .fill('Pide dos aguas frescas de la casa y paga una.');
    await drawer.getByRole('button', { name: 'Crear promoción', exact: true }).click();
    await drawer.waitFor({ state: 'detached' });
    // Inicio's 'Ofertas Activas' lists both.
    await page.getByRole('button', { name: new RegExp(`^${T.plata}`) }).waitFor();
    await page.getByRole('button', { name: new RegExp(`^${T.regular}`) }).waitFor();

    // ── Ofertas y Promociones: the creation form (Crear) ─────────────────────────────────────
    await page.getByRole('link', { name: 'Ofertas' }).first().click();
    await page.waitForURL((u) => u.pathname === '/negocio-dashboard/ofertas');
    await page.getByRole('heading', { level: 1, name: 'Ofertas y Promociones' }).waitFor();
    await page.getByRole('tab', { name: 'Crear' }).click();
    const form = page.getByRole('form', { name: 'Nueva promoción' });
    await form.waitFor();
    const crear = async (titulo: string) => {
      await form.getByRole('button', { name: 'Crear promoción' }).click();
      await page.getByRole('button', { name: `Editar ${titulo}`, exact: true }).waitFor();
      // The form starts over for the next one.
      await expect.poll(() => form.getByLabel('Título', { exact: true }).inputValue()).toBe('');
    };

    // A weekly window that is open now: from an hour ago to three hours from now, Mexico City
    // time. Around midnight it starts on one day and runs into the next.
    const desde = reloj(new Date(Date.now() - HORA));
    const hasta = reloj(new Date(Date.now() + 3 * HORA));
    await basicos(form, T.programa, 'Tacos de pastor a $12 en este horario.', 'Promoción');
    await tipo(form, 'Programada');
    await form
      .getByLabel('Día de la semana', { exact: true })
      .selectOption({ label: DIAS_SEMANA[desde.dia]! });
    await form.getByLabel('Desde', { exact: true }).fill(desde.hora);
    await form.getByLabel('Hasta', { exact: true }).fill(hasta.hora);
    await crear(T.programa);

    await basicos(form, T.periodo, 'Orden de pastor con piña, precio especial.', 'Evento');
    // The type section is the evento's, in the same names the drawer uses.
    await form.getByRole('heading', { name: 'Tipo de evento', exact: true }).waitFor();
    await tipo(form, 'Por Periodo');
    expect(await form.getByLabel('Fecha de inicio', { exact: true }).inputValue()).toBe(hoy);
    await form.getByLabel('Fecha de fin', { exact: true }).fill(sumarDias(hoy, 2));
    await crear(T.periodo);

    await basicos(
      form,
      T.exclusivo,
      'El último taco del trompo, para el primero que lo pida.',
      'Premio',
    );
    await tipo(form, 'Exclusivo');
    await form.getByLabel('¿Cuántas hay?', { exact: true }).fill('1');
    await form.getByLabel('Fecha límite', { exact: true }).fill(sumarDias(hoy, 2));
    await crear(T.exclusivo);
    await page.getByText('5 en total').waitFor();
    // Each one opens from the list in the drawer, as it was saved.
    await page.getByRole('button', { name: `Editar ${T.plata}`, exact: true }).click();
    drawer = page.getByRole('dialog', { name: 'Editar cupón' });
    expect(await drawer.getByLabel('Título', { exact: true }).inputValue()).toBe(T.plata);
    expect(await drawer.getByRole('radio', { name: 'Plata o más' }).isChecked()).toBe(true);
    await drawer.getByRole('button', { name: 'Cancelar' }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Editar ${T.exclusivo}`, exact: true }).click();
    drawer = page.getByRole('dialog', { name: 'Editar premio' });
    expect(await drawer.getByLabel('¿Cuántas hay?', { exact: true }).inputValue()).toBe('1');
    await drawer.getByText('Quedan 1 sin canjear.').waitFor();
    await drawer.getByRole('button', { name: 'Cancelar' }).click();
    await drawer.waitFor({ state: 'detached' });

    // ── Ver: the real counts ──────────────────────────────────────────────────────────────────
    await page.getByRole('tab', { name: 'Ver' }).click();
    await page.getByRole('heading', { name: 'Uso por promoción' }).waitFor();
    expect(await tarjetaDeClase(page, 'Promociones')).toContain('2 activas · 2 en total');
    expect(await tarjetaDeClase(page, 'Cupones')).toContain('1 activa · 1 en total');
    expect(await tarjetaDeClase(page, 'Premios')).toContain('1 activa · 1 en total');
    expect(await tarjetaDeClase(page, 'Eventos')).toContain('1 activa · 1 en total');
    const porVencer = page.getByRole('region', { name: 'Por vencer' });
    await porVencer.getByRole('button', { name: new RegExp(T.periodo) }).waitFor();
    await porVencer.getByRole('button', { name: new RegExp(T.exclusivo) }).waitFor();
    // Both end the day after tomorrow (tomorrow, if midnight passed since they were made).
    expect(await porVencer.getByText(/^Vence (en 2 días|mañana) · /).count()).toBe(2);
    for (const titulo of Object.values(T).filter((t) => t !== T.periodoEditada)) {
      expect(await filaDeUso(page, titulo)).toContain(
        'Vistas 0 Usos 0 Tasa de uso Sin tasa: sin vistas registradas',
      );
    }
    expect(await filaDeUso(page, T.exclusivo)).toContain('0 de 1 usados');

    // An offer opens in the drawer to edit; the list shows what was saved.
    await porVencer.getByRole('button', { name: new RegExp(T.periodo) }).click();
    drawer = page.getByRole('dialog', { name: 'Editar evento' });
    await drawer.waitFor();
    const titulo = drawer.getByLabel('Título', { exact: true });
    expect(await titulo.inputValue()).toBe(T.periodo);
    expect(await drawer.getByRole('radio', { name: /^Por Periodo/ }).isChecked()).toBe(true);
    await titulo.fill(T.periodoEditada);
    await drawer
      .getByRole('complementary', { name: 'Vista previa' })
      .getByText(T.periodoEditada)
      .first()
      .waitFor();
    await drawer.getByRole('button', { name: 'Guardar Cambios' }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.getByText('Cambios guardados').first().waitFor();
    await page
      .getByRole('button', { name: `Detalle de ${T.periodoEditada}`, exact: true })
      .waitFor();
    expect(
      await page.getByRole('button', { name: `Detalle de ${T.periodo}`, exact: true }).count(),
    ).toBe(0);

    // ── The Nexo at the counter ───────────────────────────────────────────────────────────────
    await page.goto(j.url('/negocio-dashboard/nexo'));
    const code = await generarCodigo(page);
    const kiosk = await openKiosk(j, { width: 1024, height: 768 });
    await pairKiosk(kiosk.page, code);

    // A new customer, first visit, no level yet: everything for everybody is offered now — the
    // Plata coupon is not.
    const lucia = await clienteConCodigo(j, 'Lucía Promos', 'cliente-promo');
    await typeCode(kiosk.page, await lucia.codigo());
    await kiosk.page.getByRole('heading', { name: '¡Listo! Visita registrada' }).waitFor();
    await kiosk.page.getByText('¡Primera visita! Ya tiene su tarjeta', { exact: true }).waitFor();
    expect(await ofrecidas(kiosk.page)).toEqual(
      [T.programa, T.periodoEditada, T.exclusivo, T.regular].sort(),
    );
    await kiosk.page
      .getByRole('article', { name: T.exclusivo })
      .getByText('Queda 1', { exact: true })
      .waitFor();

    // The cashier redeems the happy hour, goes back to Lucía and redeems the last trompo too.
    let hecho = await canjearEnResultado(kiosk.page, T.programa, 'Lucía Promos');
    await hecho.getByRole('button', { name: 'Volver con Lucía' }).click();
    const happyHour = kiosk.page.getByRole('article', { name: T.programa });
    await happyHour.getByText(/^Canjeado a las /).waitFor();
    // Once a day per customer (the form's default): the server's answer says no second one, so
    // none is offered, and the card says why, to the counter.
    await happyHour
      .getByText('Este cliente ya usó esta promoción las veces permitidas hoy.', { exact: true })
      .waitFor();
    expect(await happyHour.getByRole('button').count()).toBe(0);
    hecho = await canjearEnResultado(kiosk.page, T.exclusivo, 'Lucía Promos');
    await hecho.getByText('Ya no quedan').waitFor();
    await hecho.getByRole('button', { name: 'Siguiente cliente' }).click();
    await kiosk.page.getByRole('button', { name: 'Escribir código' }).waitFor();

    // The next customer is no longer offered the trompo, and asking for it is refused.
    const mateo = await clienteConCodigo(j, 'Mateo Promos', 'cliente-promo');
    await typeCode(kiosk.page, await mateo.codigo());
    await kiosk.page.getByRole('heading', { name: '¡Listo! Visita registrada' }).waitFor();
    expect(await ofrecidas(kiosk.page)).toEqual([T.programa, T.periodoEditada, T.regular].sort());
    await kiosk.page.getByRole('button', { name: 'Siguiente cliente' }).click();
    await kiosk.page.getByRole('button', { name: 'Escribir código' }).waitFor();

    const promos = await promocionesDelNegocio(j);
    const id = (t: string) => promos.find((p) => p.titulo === t)!.publicID;
    const pedirCodigo = (promocionID: string) =>
      mateo.context.request.post(j.url('/api/cliente/canjes'), {
        headers: { origin: j.url('') },
        data: { promocionID },
      });
    const agotada = await pedirCodigo(id(T.exclusivo));
    expect(agotada.status()).toBeGreaterThanOrEqual(400);
    expect((await agotada.json()).message).toBe('Ya no quedan existencias de esta promoción.');

    // A code Mateo made in the app (there is no screen for it yet: the app's own call) is
    // redeemed at 'Canjear código'.
    const pedido = await pedirCodigo(id(T.regular));
    expect(pedido.status(), await pedido.text()).toBe(200);
    const { codigo } = (await pedido.json()).data as { codigo: string };
    expect(codigo).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);
    await kiosk.page.getByRole('button', { name: 'Canjear código' }).click();
    await kiosk.page.getByLabel('Escribe el código de canje').fill(codigo);
    await kiosk.page.getByRole('button', { name: 'Canjear', exact: true }).click();
    hecho = kiosk.page.locator('[data-canje="done"]');
    await hecho.getByRole('heading', { name: '¡Canje realizado!' }).waitFor();
    await hecho.getByText(T.regular, { exact: true }).waitFor();
    await hecho.getByText('Mateo Promos', { exact: true }).waitFor();
    // The same code twice does not redeem twice.
    await hecho.getByRole('button', { name: 'Canjear otro código' }).click();
    await kiosk.page.getByLabel('Escribe el código de canje').fill(codigo);
    await kiosk.page.getByRole('button', { name: 'Canjear', exact: true }).click();
    const rechazo = kiosk.page.locator('[data-canje="refused"]');
    await rechazo.getByRole('heading', { name: 'No se pudo canjear' }).waitFor();
    await rechazo
      .getByText('El código de canje no es válido o ya venció. Pide al cliente uno nuevo.')
      .waitFor();

    // ── Back in Ver, after a reload: each use counted ─────────────────────────────────────────
    await page.goto(j.url('/negocio-dashboard/ofertas'));
    await page.getByRole('heading', { name: 'Uso por promoción' }).waitFor();
    expect(await filaDeUso(page, T.programa)).toContain('Usos 1');
    expect(await filaDeUso(page, T.exclusivo)).toContain('1 de 1 usados');
    expect(await filaDeUso(page, T.exclusivo)).toContain('Agotada');
    expect(await filaDeUso(page, T.regular)).toContain('Usos 1');
    expect(await filaDeUso(page, T.periodoEditada)).toContain('Usos 0');
    expect(await filaDeUso(page, T.plata)).toContain('Usos 0');
    expect(await tarjetaDeClase(page, 'Premios')).toContain('0 activas · 1 en total');
    expect(
      await page
        .getByRole('region', { name: 'Por vencer' })
        .getByRole('button', { name: new RegExp(T.exclusivo) })
        .count(),
    ).toBe(0);

    await Promise.all([kiosk.context.close(), lucia.context.close(), mateo.context.close()]);
    expect(j.errors).toEqual([]);
  }, 240_000);

  it('moves a level in the simulator, sees the customers move before saving, and saves it', async () => {
    // A demo business has a season of real visits behind it. Only its Plata threshold changes,
    // upwards first (a level never drops mid-season), and it is put back at the end.
    await logIn(j, 'obregon@demo.tarjeto.mx', 'Tarjeto-demo-2026');
    await j.page.waitForURL((u) => u.pathname === '/negocio-dashboard');
    const page = j.page;
    const profile = await (await page.request.get(j.url('/api/negocio/profile'))).json();
    const base = j.url(`/api/programa-lealtad/negocio/${profile.data.publicID as string}`);
    const programa = programaResponseSchema.parse(await (await page.request.get(base)).json()).data;
    const niveles = [...programa.niveles].sort((a, b) => a.nivel - b.nivel);
    const umbralDe = (nivel: number) => niveles.find((n) => n.nivel === nivel)!.visitasRequeridas;
    const original = umbralDe(2);
    const cuerpo = (v: number): ProgramaUpdate => ({
      duracionMeses: programa.temporadaActual!.duracionMeses,
      niveles: niveles.map((n) => ({
        nivel: n.nivel,
        nombre: n.nombre,
        visitasRequeridas: n.nivel === 2 ? v : n.visitasRequeridas,
        beneficios: n.beneficios,
      })),
    });
    // Which threshold moves somebody today: the server's own simulation says.
    const candidatos = [
      ...Array.from({ length: umbralDe(3) - original - 1 }, (_, i) => original + 1 + i),
      ...Array.from({ length: original - umbralDe(1) - 1 }, (_, i) => original - 1 - i),
    ];
    let elegido: { v: number; actual: number[]; simulada: number[] } | null = null;
    for (const v of candidatos) {
      const res = await page.request.post(`${base}/simulacion`, {
        headers: { origin: j.url('') },
        data: cuerpo(v),
      });
      const { actual, simulada } = simulacionResponseSchema.parse(await res.json()).data;
      if (actual.some((n, i) => n !== simulada[i])) {
        elegido = { v, actual, simulada };
        break;
      }
    }
    expect(elegido, 'the demo business has customers a Plata threshold can move').not.toBeNull();
    const { v, actual, simulada } = elegido!;

    await page.getByRole('link', { name: 'Programa de lealtad' }).first().click();
    await page.waitForURL((u) => u.pathname === '/negocio-dashboard/programa');
    await page.getByRole('heading', { level: 1, name: 'Programa de lealtad' }).waitFor();
    const umbral = page
      .getByRole('region', { name: 'Nivel 2', exact: true })
      .getByLabel('Visitas requeridas');
    expect(await umbral.inputValue()).toBe(String(original));
    await page.getByText('Con estos niveles, tus clientes quedan igual que hoy.').waitFor();

    // Typing asks the server for a simulation; nothing is saved yet.
    const simulo = page.waitForResponse(
      (r) =>
        r.url().endsWith('/simulacion') &&
        (r.request().postDataJSON() as ProgramaUpdate).niveles[1]?.visitasRequeridas === v,
    );
    let guardo = false;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url() === base) guardo = true;
    });
    await umbral.fill(String(v));
    expect((await simulo).status()).toBe(200);
    await page.getByText(/^Con estos niveles: .+\.$/).waitFor();
    const filas = page
      .getByRole('table', { name: 'Clientes por nivel: hoy y con tus cambios' })
      .locator('tbody tr');
    await expect
      .poll(async () => (await filas.allTextContents()).map((t) => t.replace(/\s+/g, '')))
      .toEqual(actual.map((n, i) => expect.stringContaining(`${n}pasaríaa${simulada[i]}`)));
    await page.getByText('Tienes cambios sin guardar.').waitFor();
    expect(guardo).toBe(false);

    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Programa actualizado').first().waitFor();
    await page.getByText('Todo guardado.').waitFor();
    expect(guardo).toBe(true);
    await page.reload();
    await umbral.waitFor();
    expect(await umbral.inputValue()).toBe(String(v));

    // Put back as it was.
    await umbral.fill(String(original));
    await page.getByText('Con estos niveles, tus clientes quedan igual que hoy.').waitFor();
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Todo guardado.').waitFor();
    const despues = programaResponseSchema.parse(await (await page.request.get(base)).json()).data;
    expect(despues.niveles.find((n) => n.nivel === 2)!.visitasRequeridas).toBe(original);
    expect(j.errors).toEqual([]);
  }, 150_000);
});

describe('Programa de lealtad on a phone', () => {
  const j = useBrowser(PHONE);

  it('keeps the field being edited above the stuck save bar, and shows only the error for invalid levels', async () => {
    await apiNegocio(j.context, 'negocio-programa', 'Tacos del Teclado');
    const page = j.page;
    // Scrolling lands at once, so what is measured is where it stops.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(j.url('/negocio-dashboard/programa'));
    await page.getByRole('heading', { level: 1, name: 'Programa de lealtad' }).waitFor();
    const umbral = (n: number) =>
      page
        .getByRole('region', { name: `Nivel ${n}`, exact: true })
        .getByLabel('Visitas requeridas');
    await page.getByText('Con estos niveles, tus clientes quedan igual que hoy.').waitFor();

    // A change: the save bar sticks above the phone's navigation. Tab through every field, as the
    // keyboard's 'next' does: each one the browser brings into view stops above the bar.
    await umbral(4).fill('16');
    await page.getByText('Sin guardar', { exact: true }).waitFor();
    await umbral(1).focus();
    const tapados: string[] = [];
    let vistos = 0;
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      const r = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || !el.matches('input, select, textarea')) return null;
        const bar = Array.from(document.querySelectorAll<HTMLElement>('form div')).find(
          (d) => getComputedStyle(d).position === 'sticky' && /Guardar/i.test(d.textContent ?? ''),
        );
        const f = el.getBoundingClientRect();
        const b = bar!.getBoundingClientRect();
        return {
          campo: `${el.getAttribute('aria-label') ?? el.id}`,
          tapado: f.bottom > b.top && f.top < b.bottom,
        };
      });
      if (!r) continue;
      vistos++;
      if (r.tapado) tapados.push(r.campo);
    }
    expect(vistos).toBeGreaterThan(8);
    expect(tapados).toEqual([]);

    // Plata below Bronce: the simulator says to correct it, and shows no result of other levels.
    await umbral(2).fill('1');
    const simulador = page.locator('#simulador-niveles');
    await simulador.getByText('Corrige las visitas marcadas para ver la simulación.').waitFor();
    expect(await simulador.getByText(/Con estos niveles/).count()).toBe(0);
    expect(await simulador.getByRole('table').count()).toBe(0);
    expect(j.errors).toEqual([]);
  }, 90_000);
});
