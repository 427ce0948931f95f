import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { negocioPerfilSchema } from '@tarjeto/shared';
import { verifiedAccount } from './support/account.ts';
import { PHONE, useBrowser, type Journey } from './support/browser.ts';

// Issue 4's journeys: from a fresh verified account through the whole wizard to the dashboard,
// with a real photo compressed in the browser and re-encoded by the server.

const photo = async () => ({
  name: 'foto.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#d99a16' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1200" height="900"><circle cx="600" cy="450" r="300" fill="#a3143f"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer(),
});

const next = (j: Journey) => j.page.getByRole('button', { name: 'Siguiente', exact: true }).click();
const step = (j: Journey, heading: string) =>
  j.page.getByRole('heading', { level: 1, name: heading }).waitFor();

async function chooseType(j: Journey, tipo: 'Soy un cliente' | 'Soy un negocio') {
  await step(j, '¿Cómo vas a usar Tarjeto?');
  const siguiente = j.page.getByRole('button', { name: 'Siguiente', exact: true });
  expect(await siguiente.isDisabled()).toBe(true);
  await j.page.getByRole('radio', { name: tipo }).check({ force: true });
  await siguiente.click();
}

async function uploadPhoto(j: Journey, label: string, preview: string) {
  await j.page.getByLabel(label, { exact: true }).setInputFiles(await photo());
  await j.page.getByText('Imagen subida correctamente').waitFor();
  await j.page.getByRole('img', { name: preview }).first().waitFor();
}

describe('setup wizard', () => {
  const j = useBrowser();

  it('a customer answers the 7 steps, with a photo, and lands on their dashboard', async () => {
    await verifiedAccount(j, 'cliente');
    await chooseType(j, 'Soy un cliente');
    await step(j, '¿Cómo te llamas?');
    expect(await j.page.getByText('Paso 1 de 7').count()).toBeGreaterThan(0);

    // A required step refuses to advance empty.
    await next(j);
    await j.page.getByText('Por favor completa este campo').first().waitFor();
    await j.page.getByLabel('Nombre completo').fill('Lucía Hernández');
    await next(j);

    await step(j, 'Sube una foto de ti, no te vamos a criticar');
    await uploadPhoto(j, 'Foto de perfil', 'Vista previa de tu foto');
    await next(j);

    await step(j, '¿Cuántos años tienes?');
    // A reload mid-wizard keeps the answers.
    await j.page.reload();
    await step(j, '¿Cuántos años tienes?');
    await j.page.getByText('Lucía Hernández').first().waitFor();
    await j.page.getByLabel('Edad').fill('27');
    await next(j);

    await step(j, '¿Con qué género te identificas?');
    await j.page.getByLabel('Género').selectOption('Femenino');
    await next(j);
    await step(j, '¿En qué ciudad vives?');
    await j.page.getByLabel('Ciudad').fill('Mérida');
    await next(j);
    await step(j, '¿Cuál es tu código postal?');
    await j.page.getByLabel('Código postal').fill('97000');
    await next(j);

    await step(j, '¿Qué se te antoja?');
    for (const c of ['Cafetería', 'Panadería'])
      await j.page.getByRole('checkbox', { name: c }).check({ force: true });
    await j.page.getByText('Selecciona hasta 5 categorías (2/5)').waitFor();
    await j.page.getByRole('button', { name: 'Finalizar' }).click();

    await j.page.waitForURL((u) => u.pathname === '/cliente-dashboard');
    await j.page.getByText('¡Perfil configurado exitosamente!').waitFor();
    await j.page.getByRole('heading', { level: 1, name: '¡Hola, Lucía!' }).waitFor();

    const me = await (await j.page.request.get(j.url('/api/auth/check-auth'))).json();
    expect(me.profile.datosPersonales).toMatchObject({
      nombre: 'Lucía Hernández',
      edad: 27,
      genero: 'Femenino',
    });
    expect(me.profile.categoriaFavorita).toEqual(['cafeteria', 'panaderia']);
    const foto = await j.page.request.get(j.url(me.profile.datosPersonales.fotoPerfil));
    expect(foto.headers()['content-type']).toBe('image/webp');
    const meta = await sharp(await foto.body()).metadata();
    // Compressed to ≤ 400 px in the browser (SPEC §9), then kept as WebP by the server.
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(400);
    expect(j.errors).toEqual([]);
  });

  it("'Cambiar tipo' on the first step goes back to the type choice and clears the answers", async () => {
    await verifiedAccount(j, 'cambio');
    await chooseType(j, 'Soy un negocio');
    await step(j, '¿Cómo se llama tu negocio?');
    await j.page.getByLabel('Nombre del negocio').fill('Algo que se borra');
    await j.page.getByRole('button', { name: 'Cambiar tipo' }).click();
    await step(j, '¿Cómo vas a usar Tarjeto?');
    await chooseType(j, 'Soy un negocio');
    await step(j, '¿Cómo se llama tu negocio?');
    expect(await j.page.getByLabel('Nombre del negocio').inputValue()).toBe('');
  });
});

describe('setup wizard on a phone', () => {
  const j = useBrowser(PHONE);

  it('a business answers the 12 steps and gets its programme, season and card', async () => {
    await verifiedAccount(j, 'negocio');
    await chooseType(j, 'Soy un negocio');

    await step(j, '¿Cómo se llama tu negocio?');
    await j.page.getByLabel('Nombre del negocio').fill('Tortillería La Güera');
    await next(j);
    await step(j, 'Sube el logo o una foto de tu negocio');
    await uploadPhoto(j, 'Logo o foto del negocio', 'Vista previa del logo');
    await next(j);
    await step(j, '¿Cuál es el RFC de tu negocio?');
    await j.page.getByLabel('RFC').fill('ABC123');
    await next(j);
    await j.page.getByText('RFC inválido (ej. TCU980312AB1)').first().waitFor();
    await j.page.getByLabel('RFC').fill('tlg190101ab1');
    await next(j);

    await step(j, '¿Qué tipo de negocio es?');
    for (const c of ['Comida mexicana', 'Taquería', 'Panadería', 'Buffet']) {
      await j.page.getByRole('checkbox', { name: c }).click({ force: true });
    }
    // The fourth pick is ignored.
    await j.page.getByText('Selecciona hasta 3 categorías (3/3)').waitFor();
    expect(await j.page.getByRole('checkbox', { name: 'Buffet' }).isChecked()).toBe(false);
    await next(j);

    await step(j, 'Elige el estilo de tu tarjeta');
    await j.page.getByRole('radio', { name: 'Azul' }).check({ force: true });
    await next(j);
    await step(j, '¿Tienes sitio web?');
    await j.page.getByLabel('Sitio web').fill('tortillerialaguera.mx');
    await next(j);
    await step(j, '¿Dónde te encuentran en redes?');
    await j.page.getByLabel('Instagram').fill('https://instagram.com/laguera');
    await next(j);

    await step(j, '¿Dónde está tu establecimiento principal?');
    await j.page.getByLabel('Calle y número').fill('Calle 60 #412');
    await j.page.getByLabel('Colonia o zona').fill('Centro');
    await j.page.getByLabel('Ciudad').fill('Mérida');
    await j.page.getByLabel('Estado').fill('Yucatán');
    await j.page.getByLabel('Código postal').fill('97000');
    await next(j);

    await step(j, '¿Cuánto gasta en promedio cada cliente?');
    await j.page.getByRole('radio', { name: /Económico/ }).check({ force: true });
    await next(j);
    await step(j, '¿Cuántas personas trabajan contigo?');
    await j.page.getByRole('slider', { name: 'Número de empleados' }).focus();
    await j.page.keyboard.press('ArrowRight');
    await next(j);

    await step(j, '¿Cuál es tu horario?');
    await j.page.getByRole('button', { name: 'Todo el día' }).click();
    await j.page.getByRole('switch', { name: 'Domingo' }).click();
    await j.page.getByText('Cerrado').first().waitFor();
    // Saturday closes late: typed on the 24-hour clock, the colon put in as it is typed.
    const cierreSabado = j.page.getByLabel('Cierre del sábado');
    expect(await cierreSabado.inputValue()).toBe('20:00');
    await cierreSabado.fill('');
    await cierreSabado.pressSequentially('2230');
    expect(await cierreSabado.inputValue()).toBe('22:30');
    await next(j);

    await step(j, 'Cuéntanos un poco más');
    await j.page
      .getByLabel('Historia del negocio')
      .fill('Tortillas de maíz nixtamalizado desde 1985.');
    await j.page.getByRole('button', { name: 'Finalizar' }).click();

    await j.page.waitForURL((u) => u.pathname === '/negocio-dashboard');
    await j.page.getByText('¡Perfil configurado exitosamente!').waitFor();
    await j.page.getByRole('heading', { level: 1, name: '¡Hola, Tortillería La Güera!' }).waitFor();

    const res = await j.page.request.get(j.url('/api/negocio/profile'));
    const negocio = negocioPerfilSchema.parse((await res.json()).data);
    expect(negocio).toMatchObject({
      nombreComercial: 'Tortillería La Güera',
      rfc: 'TLG190101AB1',
      gradient: 'azul',
      sitioWeb: 'https://tortillerialaguera.mx',
      rangoPrecios: 'low',
      personalTotal: 2,
      categoria: ['comida-mexicana', 'taqueria', 'panaderia'],
    });
    expect(negocio.redesSociales.instagram).toBe('https://instagram.com/laguera');
    expect(negocio.horarioOperacion.find((d) => d.dia === 0)).toEqual({
      dia: 0,
      diaNombre: 'Domingo',
      apertura: '',
      cierre: '',
    });
    expect(negocio.horarioOperacion.find((d) => d.dia === 3)).toEqual({
      dia: 3,
      diaNombre: 'Miércoles',
      apertura: '08:00',
      cierre: '20:00',
    });
    expect(negocio.horarioOperacion.find((d) => d.dia === 6)).toEqual({
      dia: 6,
      diaNombre: 'Sábado',
      apertura: '08:00',
      cierre: '22:30',
    });
    expect(negocio.programaLealtad.niveles.map((n) => n.visitasRequeridas)).toEqual([6, 8, 12, 15]);
    expect(negocio.programaLealtad.temporadaActual).toMatchObject({
      activa: true,
      duracionMeses: 3,
    });
    expect(negocio.fotoPerfil).toMatch(/^\/api\/fotos\//);
    expect(j.errors).toEqual([]);
  });
});
