import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Download, Page } from 'playwright-core';
import {
  COLUMNAS_CLIENTES,
  COLUMNAS_VISITAS,
  CSV_BOM,
  exportacionDatosSchema,
  formatoFechaExportacion,
  neutralizarFormula,
  nexoVisitasResponseSchema,
  parseCsv,
} from '@tarjeto/shared';
import { PASSWORD } from './support/account.ts';
import { apiCliente, apiNegocio, nexoPorApi } from './support/api-account.ts';
import { DESKTOP, useBrowser, type Journey } from './support/browser.ts';

// Issue 10, part 5: a business's Ajustes in Chromium — it downloads its customers, visits and
// everything else and finds in them exactly what the API says; opens and prints the counter
// poster; changes its password and signs in with the new one; and deletes its account, after
// which that account cannot sign in and its Nexo is refused.

const NUEVA = 'Guayaba-Madura-58';
const NOMBRE = 'Tacos, "El Güero" & Cía';
const CLIENTES = ['Pérez, Ana "La Güera"', '=Beto Fórmula', 'Ñoño Muñoz'];

let ip = 0;
const desde = (j: Journey) => ({
  origin: j.url(''),
  'x-forwarded-for': `198.51.${100 + (++ip % 50)}.${Date.now() % 250}`,
});

/** Mexico City's wall clock, the way the export writes dates. */
const reloj = (iso: string) => formatoFechaExportacion('America/Mexico_City').format(new Date(iso));

async function perfil(j: Journey) {
  const res = await j.page.request.get(j.url('/api/negocio/profile'));
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as {
    publicID: string;
    slug: string;
    codigo: string;
    visitasTotales: number;
    clientesUnicos: number;
    establecimientos: Array<{ establecimientoID: string; nexoID: string | null }>;
  };
}

/** Pairs a Nexo through the API, as the kiosk does; returns its token. */
async function pairNexo(j: Journey) {
  const est = (await perfil(j)).establecimientos[0]!.establecimientoID;
  return nexoPorApi(j.page.request, est, 'Caja, "1"', desde(j));
}

const visitar = (j: Journey, token: string, body: Record<string, unknown>) =>
  j.page.request.post(j.url('/api/nexo/visitas'), {
    // The page's context carries the owner's cookie, so it says where it comes from like a kiosk.
    headers: { authorization: `Bearer ${token}`, origin: j.url('') },
    data: {
      idempotencyKey: `ajustes-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      ...body,
    },
  });

/** A customer with their own account, scanned once at the business. */
async function clienteQueVisita(j: Journey, nombre: string, token: string) {
  const context: BrowserContext = await j.context.browser()!.newContext({ locale: 'es-MX' });
  await apiCliente(context, 'ajustes-cliente', nombre);
  const codigo = await context.request.get(j.url('/api/cliente/codigo'));
  const res = await visitar(j, token, { codigo: (await codigo.json()).data.qr });
  expect(res.status(), await res.text()).toBe(200);
  const yo = await context.request.get(j.url('/api/cliente/profile'));
  const publicID = (await yo.json()).data.publicID as string;
  return { context, nombre, publicID };
}

/** A file as the owner downloads it: its button, the password in the dialog, then the download. */
async function descargar(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('alertdialog', { name });
  await dialog.getByLabel('Tu contraseña').fill(PASSWORD);
  const [download]: [Download, void] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Descargar', exact: true }).click(),
  ]);
  expect(await download.failure()).toBeNull();
  const file = await download.path();
  return { nombre: download.suggestedFilename(), texto: fs.readFileSync(file!, 'utf8') };
}

async function login(page: Page, j: Journey, email: string, password: string) {
  await page.goto(j.url('/login'));
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

describe('Ajustes of a business', () => {
  const j = useBrowser(DESKTOP);

  it('exports what the API holds, prints the poster, changes the password and deletes the account', async () => {
    const email = await apiNegocio(j.context, 'negocio-ajustes', NOMBRE);
    const token = await pairNexo(j);
    const clientes = [];
    for (const nombre of CLIENTES) clientes.push(await clienteQueVisita(j, nombre, token));
    expect((await visitar(j, token, { anonimo: true })).status()).toBe(200);

    // Ajustes, from the side navigation.
    const { page } = j;
    await page.goto(j.url('/negocio-dashboard'));
    await page.getByRole('link', { name: 'Ajustes' }).first().click();
    await page.waitForURL((u) => u.pathname === '/negocio-dashboard/ajustes');
    await page.getByRole('heading', { name: 'Tu cuenta y tu negocio' }).waitFor();
    expect(await page.getByTestId('correo-cuenta').textContent()).toBe(email);
    const negocio = await perfil(j);
    expect(await page.getByTestId('codigo-negocio').textContent()).toBe(negocio.codigo);

    // clientes.csv: the three customers, with the ids their own accounts report.
    const csvClientes = await descargar(page, 'Descargar Clientes (CSV)');
    expect(csvClientes.nombre).toMatch(
      new RegExp(`^tarjeto-${negocio.slug}-clientes-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    expect(csvClientes.texto.startsWith(CSV_BOM)).toBe(true);
    const [cabecera, ...filas] = parseCsv(csvClientes.texto);
    expect(cabecera).toEqual([...COLUMNAS_CLIENTES]);
    expect(filas).toHaveLength(negocio.clientesUnicos);
    expect(filas.map((f) => [f[0], f[1], f[2], f[3], f[4], f[5]]).sort()).toEqual(
      clientes
        .map((c) => [c.publicID, neutralizarFormula(c.nombre), 'Sin nivel', '1', '1', '0'])
        .sort(),
    );

    // visitas.csv: every visit the Nexo's own list shows, anonymous one included.
    const nexoID = (await perfil(j)).establecimientos[0]!.nexoID!;
    const lista = nexoVisitasResponseSchema.parse(
      await (await page.request.get(j.url(`/api/nexo/${nexoID}/visitas?limit=50`))).json(),
    ).data;
    const csvVisitas = await descargar(page, 'Descargar Visitas (CSV)');
    const [cabeceraV, ...visitas] = parseCsv(csvVisitas.texto);
    expect(cabeceraV).toEqual([...COLUMNAS_VISITAS]);
    expect(visitas).toHaveLength(negocio.visitasTotales);
    expect(visitas.map((v) => [v[0], v[2], v[3], v[5]]).sort()).toEqual(
      lista
        .map((v) => [
          reloj(v.fecha),
          'Caja, "1"',
          v.anonima ? 'Anónima' : 'Cliente',
          v.cliente ? neutralizarFormula(v.cliente.nombre) : '',
        ])
        .sort(),
    );

    // datos.json: the same business, cards and visits.
    const json = await descargar(page, 'Descargar Todo tu negocio (JSON)');
    const datos = exportacionDatosSchema.parse(JSON.parse(json.texto));
    expect(datos.negocio).toMatchObject({ publicID: negocio.publicID, nombreComercial: NOMBRE });
    expect(datos.cuenta.email).toBe(email);
    expect(datos.tarjetas.map((t) => t.cliente).sort()).toEqual([...CLIENTES].sort());
    expect(datos.visitas.map((v) => v.fecha).sort()).toEqual(lista.map((v) => v.fecha).sort());

    // The counter poster: its QR and, on paper, the poster alone on one sheet.
    await page.getByRole('link', { name: 'Cartel para imprimir' }).click();
    await page.waitForURL((u) => u.pathname === '/negocio-dashboard/ajustes/cartel');
    const cartel = page.getByRole('article', { name: `Cartel de ${NOMBRE}` });
    await cartel.waitFor();
    expect(await cartel.getByRole('img', { name: /Código QR/ }).getAttribute('data-qr-value')).toBe(
      j.url(`/negocio/${negocio.slug}`),
    );
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Imprimir cartel' }).isVisible()).toBe(false);
    expect(await cartel.isVisible()).toBe(true);
    const pdf = (await page.pdf({ format: 'Letter', printBackground: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('link', { name: 'Volver a Ajustes' }).click();
    await page.waitForURL((u) => u.pathname === '/negocio-dashboard/ajustes');

    // A new password, then out and back in with it.
    await page.getByLabel('Contraseña actual').fill(PASSWORD);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(NUEVA);
    await page.getByLabel('Confirmar nueva contraseña').fill(NUEVA);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page
      .getByText('Contraseña actualizada. Cerramos la sesión en tus otros dispositivos.')
      .waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByText('Sesión cerrada exitosamente').waitFor();

    await login(page, j, email, PASSWORD);
    await page.getByText('Correo o contraseña incorrectos').waitFor();
    await login(page, j, email, NUEVA);
    await page.waitForURL((u) => u.pathname === '/negocio-dashboard');

    // Deleting the account: the password again, then /login; nothing signs in any more.
    await page.goto(j.url('/negocio-dashboard/ajustes'));
    await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    await dialog.getByLabel('Escribe tu contraseña para confirmar').fill(NUEVA);
    await dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
    await page.getByText('Tu cuenta fue eliminada').waitFor();
    await page.waitForURL((u) => u.pathname === '/login');

    await login(page, j, email, NUEVA);
    await page.getByText('Correo o contraseña incorrectos').waitFor();
    expect((await page.request.get(j.url('/api/auth/check-auth'))).status()).toBe(401);
    const refused = await visitar(j, token, { anonimo: true });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).code).toBe('NEXO_NO_VINCULADO');

    // The customers keep their accounts.
    for (const c of clientes) {
      expect((await c.context.request.get(j.url('/api/auth/check-auth'))).status()).toBe(200);
      await c.context.close();
    }
    expect(j.errors).toEqual([]);
  });
});
