import fs from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { APIRequestContext, Download, Page } from 'playwright-core';
import {
  codigoClienteEn,
  codigoParaQr,
  exportacionClienteSchema,
  type ClienteCodigoLlave,
} from '@tarjeto/shared';
import { logIn, PASSWORD } from './support/account.ts';
import {
  apiCliente,
  apiNegocio,
  nexoPorApi,
  perfilNegocio,
  promocionPorApi,
} from './support/api-account.ts';
import { violacionesGraves } from './support/axe.ts';
import { PHONE, useBrowser, type Journey } from './support/browser.ts';

// Issue 11, part 5, on a 390-px phone: a customer with history at a taquería opens Ajustes, edits
// every field of their profile (photo included) and finds it saved after a reload; turns on the
// mail consent; downloads their data and finds in it exactly the visits and canje the business
// sees for them; signs out (the spec's toast) and back in; deletes the account — and can no longer
// sign in, while the business's figures are the same as before. axe-core on every state.

const HORA = 60 * 60 * 1000;
let ip = 0;
const desde = (j: Journey) => ({
  origin: j.url(''),
  'x-forwarded-for': `198.51.${120 + (++ip % 50)}.${Date.now() % 250}`,
});

async function descargar(page: Page, name: string) {
  const [download]: [Download, void] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  expect(await download.failure()).toBeNull();
  return {
    nombre: download.suggestedFilename(),
    texto: fs.readFileSync((await download.path())!, 'utf8'),
  };
}

/** What the business sees: its totals, its stats call, and its visit list. */
async function figuras(neg: APIRequestContext, j: Journey, publicID: string) {
  const perfil = await perfilNegocio(neg);
  const stats = await (await neg.get(j.url(`/api/visita/stats/${publicID}`))).json();
  const lista = (await (await neg.get(j.url(`/api/visita/negocio/${publicID}`))).json())
    .data as Array<{
    fecha: string;
    clienteID: { publicID: string };
  }>;
  return {
    visitasTotales: perfil.visitasTotales as number,
    clientesUnicos: perfil.clientesUnicos as number,
    totalVisitas: stats.totalVisitas as number,
    lista,
  };
}

describe("a customer's Ajustes", () => {
  const j = useBrowser(PHONE);

  it('edits and saves the profile, downloads their data, signs out and in, deletes the account', async () => {
    const email = await apiCliente(j.context, 'cliente-ajustes', 'Mariana Ajustes');

    // A taquería with a Nexo, where Mariana came twice and redeemed an offer (through the API its
    // screens and the kiosk call).
    const negCtx = await j.context.browser()!.newContext();
    await apiNegocio(negCtx, 'negocio-ajustes-cliente', 'Tacos Los Datos');
    const neg = negCtx.request;
    const negocio = await perfilNegocio(neg);
    const token = await nexoPorApi(
      neg,
      negocio.establecimientos[0].establecimientoID,
      'Caja',
      desde(j),
    );
    const llave = (await (await j.page.request.get(j.url('/api/cliente/codigo/llave'))).json())
      .data as ClienteCodigoLlave;
    const visitar = async (at: number) => {
      const res = await neg.post(j.url('/api/nexo/visitas'), {
        headers: { authorization: `Bearer ${token}`, origin: j.url('') },
        data: {
          codigo: codigoParaQr(await codigoClienteEn(llave.handle, llave.secreto, at)),
          escaneadoEn: new Date(at).toISOString(),
          idempotencyKey: `cliente-ajustes-${at}`,
        },
      });
      expect(res.status(), await res.text()).toBe(200);
      return (await res.json()).data as { contada: boolean; canjeToken: string };
    };
    const now = Date.now();
    expect((await visitar(now - 10 * HORA)).contada).toBe(true);
    expect((await visitar(now - 3 * HORA)).contada).toBe(true);
    // A canje needs the customer there: a live scan now (within the cooldown, so no visit).
    const enVivo = await visitar(Date.now());
    expect(enVivo.contada).toBe(false);
    const promo = await promocionPorApi(
      neg,
      {
        negocioID: negocio.publicID,
        titulo: 'Agua de horchata',
        descripcion: 'Con tu orden.',
        tipoPromo: { tipo: 'regular' },
      },
      desde(j),
    );
    const canje = await neg.post(j.url('/api/nexo/canjes'), {
      headers: { authorization: `Bearer ${token}`, origin: j.url('') },
      data: {
        promocionID: promo.publicID,
        canjeToken: enVivo.canjeToken,
        idempotencyKey: `cliente-ajustes-canje-${now}`,
      },
    });
    expect(canje.status(), await canje.text()).toBe(200);

    // Ajustes, from the navigation.
    const page = j.page;
    await page.goto(j.url('/cliente-dashboard'));
    await page.getByRole('link', { name: 'Ajustes' }).first().click();
    await page.waitForURL((u) => u.pathname === '/cliente-dashboard/ajustes');
    await page.getByRole('heading', { level: 1, name: 'Tu perfil y tu cuenta' }).waitFor();
    await page.getByRole('main').getByText('Mariana Ajustes').waitFor();
    await page.getByTestId('correo-cuenta').getByText(email).waitFor();
    expect(await violacionesGraves(page)).toEqual([]);

    // Every field of the wizard, the photo too.
    await page.getByRole('button', { name: 'Editar' }).click();
    const foto = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#2563eb' },
    })
      .jpeg()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'yo.jpg', mimeType: 'image/jpeg', buffer: foto });
    await page.getByText('Imagen subida correctamente').first().waitFor();
    await page.getByLabel('Nombre completo', { exact: true }).fill('Mariana Sofía Datos');
    await page.getByLabel('Edad', { exact: true }).fill('34');
    await page.getByLabel('Género', { exact: true }).selectOption('Prefiero no decir');
    await page.getByLabel('Ciudad', { exact: true }).fill('Cholula');
    await page.getByLabel(/Código postal/).fill('72760');
    await page.getByRole('checkbox', { name: 'Cafetería' }).check({ force: true });
    await page.getByRole('checkbox', { name: 'Panadería' }).check({ force: true });
    await page.getByText('Tienes cambios sin guardar').waitFor();
    expect(await violacionesGraves(page)).toEqual([]);
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Cambios guardados').first().waitFor();
    await page.getByRole('button', { name: 'Editar' }).waitFor();

    // Saved: a reload reads them back, the photo from the server.
    await page.reload();
    await page.getByRole('main').getByText('Mariana Sofía Datos').waitFor();
    for (const texto of ['34 años', 'Prefiero no decir', 'Cholula', '72760']) {
      await page.getByRole('main').getByText(texto, { exact: true }).waitFor();
    }
    for (const cat of ['Taquería', 'Cafetería', 'Panadería']) {
      await page.getByRole('listitem').filter({ hasText: cat }).first().waitFor();
    }
    const src = await page.locator('main img[src^="/api/fotos/"]').first().getAttribute('src');
    expect((await page.request.get(j.url(src!))).headers()['content-type']).toBe('image/webp');

    // The mail consent, stored.
    const correos = page.getByRole('switch', { name: 'Novedades y promociones por correo' });
    expect(await correos.isChecked()).toBe(false);
    await correos.click();
    await page.getByText('Preferencias guardadas').first().waitFor();
    await page.reload();
    await page.getByRole('switch', { name: 'Novedades y promociones por correo' }).waitFor();
    expect(
      await page.getByRole('switch', { name: 'Novedades y promociones por correo' }).isChecked(),
    ).toBe(true);

    // Their data: what the business sees of them, row for row, and nobody else.
    const { nombre, texto } = await descargar(page, 'Descargar Mis datos (JSON)');
    expect(nombre).toMatch(/^tarjeto-mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
    const datos = exportacionClienteSchema.parse(JSON.parse(texto));
    expect(datos.cuenta).toMatchObject({ email, aceptaCorreos: true });
    expect(datos.perfil).toMatchObject({
      nombre: 'Mariana Sofía Datos',
      edad: 34,
      genero: 'Prefiero no decir',
      ubicacion: { ciudad: 'Cholula', codigoPostal: '72760' },
      visitasTotales: 2,
      canjesTotales: 1,
    });
    expect(datos.perfil.categoriaFavorita.sort()).toEqual(['cafeteria', 'panaderia', 'taqueria']);
    expect(datos.perfil.fotoPerfil).toBe(src);
    const antes = await figuras(neg, j, negocio.publicID);
    const suyas = antes.lista.filter((v) => v.clienteID.publicID === datos.perfil.publicID);
    expect(datos.visitas.map((v) => v.fecha).sort()).toEqual(suyas.map((v) => v.fecha).sort());
    expect(datos.visitas).toHaveLength(2);
    expect(datos.tarjetas).toEqual([
      expect.objectContaining({ negocioID: negocio.publicID, visitasTotales: 2 }),
    ]);
    expect(datos.canjes).toEqual([expect.objectContaining({ promocion: 'Agua de horchata' })]);

    // 'Cerrar sesión': the spec's toast, /login; and back in.
    await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByText('Sesión cerrada exitosamente').waitFor();
    await logIn(j, email, PASSWORD);
    await page.waitForURL((u) => u.pathname === '/cliente-dashboard');
    await page.goto(j.url('/cliente-dashboard/ajustes'));

    // Deleting the account: the password, then out.
    await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    expect(await violacionesGraves(page)).toEqual([]);
    await dialog.getByLabel('Escribe tu contraseña para confirmar').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByText('Tu cuenta fue eliminada').first().waitFor();

    // The address no longer signs in.
    await logIn(j, email, PASSWORD);
    await page.getByText('Correo o contraseña incorrectos').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    // The business's figures are what they were; her visits stay, tied to nobody.
    const despues = await figuras(neg, j, negocio.publicID);
    expect({ ...despues, lista: despues.lista.length }).toEqual({
      ...antes,
      lista: antes.lista.length,
    });
    expect(despues.lista.map((v) => v.fecha).sort()).toEqual(
      antes.lista.map((v) => v.fecha).sort(),
    );
    expect(despues.lista.filter((v) => v.clienteID.publicID === datos.perfil.publicID)).toEqual([]);

    await negCtx.close();
    expect(j.errors).toEqual([]);
  }, 180_000);
});
