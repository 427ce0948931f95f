import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DIAS_SEMANA, negocioPerfilSchema } from '@tarjeto/shared';
import { apiNegocio } from './support/api-account.ts';
import { DESKTOP, useBrowser, type Journey } from './support/browser.ts';

// Issue 10's 'Mi negocio': a new taquería's owner opens the profile, edits every field — logo,
// name, RFC, categories, card style and brand colour, the hours of each day, website and social
// networks, the establishment's address and a second establishment, prices, team, menu, budget
// and story — saves, reloads and finds all of it kept; Cancelar drops what was not saved.

const logo = () =>
  sharp({ create: { width: 900, height: 900, channels: 3, background: '#0f766e' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="900" height="900"><circle cx="450" cy="450" r="260" fill="#f8b41c"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

const seccion = (j: Journey, nombre: string) =>
  j.page.getByRole('region', { name: nombre, exact: true });

async function perfil(j: Journey) {
  const res = await j.page.request.get(j.url('/api/negocio/profile'));
  return negocioPerfilSchema.parse((await res.json()).data);
}

describe('Mi negocio', () => {
  const j = useBrowser(DESKTOP);

  it('edits and saves every field, and a reload shows them kept', async () => {
    await apiNegocio(j.context, 'mi-negocio', 'Tacos Don Memo');
    await j.page.goto(j.url('/negocio-dashboard'));
    await j.page.getByRole('link', { name: 'Mi negocio' }).first().click();
    await j.page.waitForURL((u) => u.pathname === '/negocio-dashboard/mi-negocio');
    await j.page.getByRole('heading', { level: 1, name: 'Mi negocio' }).waitFor();
    await seccion(j, 'Identidad').getByText('Tacos Don Memo', { exact: true }).waitFor();

    // Cancelar drops an edit.
    await j.page.getByRole('button', { name: 'Editar', exact: true }).click();
    await j.page.getByLabel('Nombre del negocio').fill('Nombre que no se guarda');
    await j.page.getByRole('button', { name: 'Cancelar' }).click();
    await seccion(j, 'Identidad').getByText('Tacos Don Memo', { exact: true }).waitFor();
    expect(await j.page.getByText('Nombre que no se guarda').count()).toBe(0);

    await j.page.getByRole('button', { name: 'Editar', exact: true }).click();

    // Identidad
    const identidad = seccion(j, 'Identidad');
    await identidad.getByLabel('Logo o foto del negocio', { exact: true }).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await logo(),
    });
    await identidad.getByRole('img', { name: 'Vista previa del logo' }).waitFor();
    await identidad.getByLabel('Nombre del negocio').fill('Taquería Don Memo');
    await identidad.getByLabel('RFC').fill('tdm200101ab5');
    await identidad.getByRole('checkbox', { name: 'Comida mexicana' }).check({ force: true });

    // Tarjeta y color
    const tarjeta = seccion(j, 'Tarjeta y color');
    await tarjeta
      .getByRole('radiogroup', { name: 'Estilo de tarjeta' })
      .getByRole('radio', { name: 'Rosa', exact: true })
      .check({ force: true });
    await tarjeta
      .getByRole('radiogroup', { name: 'Color de marca' })
      .getByRole('radio', { name: 'Verde', exact: true })
      .check({ force: true });

    // Horario: Monday to Friday, then Saturday afternoon and Sunday closed.
    const horario = seccion(j, 'Horario');
    await horario.getByRole('button', { name: /Lunes a viernes/ }).click();
    await horario.getByRole('switch', { name: 'Sábado' }).click();
    // Times are typed on the 24-hour clock, as digits: the colon goes in by itself.
    const aperturaSabado = horario.getByLabel('Apertura del sábado');
    expect(await aperturaSabado.inputValue()).toBe('09:00');
    await aperturaSabado.fill('');
    await aperturaSabado.pressSequentially('1200');
    expect(await aperturaSabado.inputValue()).toBe('12:00');
    await horario.getByLabel('Cierre del sábado').fill('2330');
    // A lone hour becomes a whole one on leaving the field.
    const cierreViernes = horario.getByLabel('Cierre del viernes');
    await cierreViernes.fill('22');
    await cierreViernes.blur();
    expect(await cierreViernes.inputValue()).toBe('22:00');
    expect(await horario.textContent()).not.toMatch(/a\.\s?m\.|p\.\s?m\.|AM|PM/);

    // En línea
    const enLinea = seccion(j, 'En línea');
    await enLinea.getByLabel('Sitio web').fill('donmemo.mx');
    await enLinea.getByLabel('Facebook').fill('https://facebook.com/donmemo');
    await enLinea.getByLabel('Instagram').fill('https://instagram.com/donmemo');
    await enLinea.getByLabel('TikTok').fill('https://tiktok.com/@donmemo');

    // Establecimientos: the first one's address, and a second one that becomes the main one.
    const lugares = seccion(j, 'Establecimientos');
    const primero = lugares.getByRole('group', { name: 'Establecimiento 1' });
    await primero.getByLabel('Nombre del establecimiento').fill('Don Memo Centro');
    await primero.getByLabel('Calle y número').fill('Calle 5 de Mayo 14');
    await lugares.getByRole('button', { name: 'Agregar establecimiento' }).click();
    const segundo = lugares.getByRole('group', { name: 'Establecimiento 2' });
    await segundo.getByLabel('Nombre del establecimiento').fill('Don Memo Angelópolis');
    await segundo.getByLabel('Calle y número').fill('Blvd. del Niño Poblano 2510');
    await segundo.getByLabel('Colonia o zona').fill('Reserva Territorial Atlixcáyotl');
    await segundo.getByLabel('Código postal').fill('72830');
    await segundo.getByRole('radio', { name: 'Principal' }).check();

    // Sobre tu negocio
    const sobre = seccion(j, 'Sobre tu negocio');
    await sobre.getByRole('radio', { name: /Alto/ }).check({ force: true });
    await sobre.getByRole('slider', { name: 'Número de empleados' }).focus();
    await j.page.keyboard.press('ArrowRight');
    await j.page.keyboard.press('ArrowRight');
    await sobre.getByRole('slider', { name: 'Platos principales' }).focus();
    await j.page.keyboard.press('End');
    await sobre.getByRole('slider', { name: 'Presupuesto mensual de marketing' }).focus();
    await j.page.keyboard.press('ArrowRight');
    await sobre.getByLabel('Historia del negocio').fill('Tacos árabes desde 1987 en el Centro.');
    await sobre.getByLabel('Qué te hace diferente').fill('Pan árabe hecho en casa');

    await j.page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await j.page.getByText('Cambios guardados').first().waitFor();
    await j.page.getByRole('button', { name: 'Editar', exact: true }).waitFor();

    // A reload reads everything back from the server.
    await j.page.reload();
    await seccion(j, 'Identidad').getByText('Taquería Don Memo', { exact: true }).waitFor();
    await seccion(j, 'Identidad').getByText('TDM200101AB5').waitFor();
    await seccion(j, 'Identidad').getByText('Comida mexicana').waitFor();
    await seccion(j, 'Tarjeta y color').getByText('Rosa', { exact: true }).waitFor();
    await seccion(j, 'Tarjeta y color').getByText('Verde', { exact: true }).waitFor();
    const filaSabado = seccion(j, 'Horario').getByRole('listitem').filter({ hasText: 'Sábado' });
    expect(await filaSabado.textContent()).toContain('12:00 – 23:30');
    const filaDomingo = seccion(j, 'Horario').getByRole('listitem').filter({ hasText: 'Domingo' });
    expect(await filaDomingo.textContent()).toContain('Cerrado');
    await seccion(j, 'En línea').getByRole('link', { name: 'donmemo.mx' }).waitFor();
    await seccion(j, 'En línea').getByRole('link', { name: 'tiktok.com/@donmemo' }).waitFor();
    await seccion(j, 'Establecimientos')
      .getByText('Don Memo Angelópolis', { exact: true })
      .waitFor();
    await seccion(j, 'Sobre tu negocio')
      .getByText('Tacos árabes desde 1987 en el Centro.')
      .waitFor();
    // 'Alto': its band starts where 'Moderado' ends and ends where 'Premium' starts.
    await seccion(j, 'Sobre tu negocio').getByText('Alto · $350 – $499 por persona').waitFor();
    const p = await perfil(j);
    // The dashboard's frame shows the new name with the new logo.
    const marco = j.page.locator('aside').filter({ hasText: 'Cuenta de negocio' });
    await marco.getByText('Taquería Don Memo', { exact: true }).waitFor();
    await marco.locator(`img[src="${p.fotoPerfil}"]`).waitFor();

    expect(p).toMatchObject({
      nombreComercial: 'Taquería Don Memo',
      rfc: 'TDM200101AB5',
      categoria: ['taqueria', 'comida-mexicana'],
      gradient: 'rosa',
      color: '#15803d',
      sitioWeb: 'https://donmemo.mx',
      redesSociales: {
        facebook: 'https://facebook.com/donmemo',
        instagram: 'https://instagram.com/donmemo',
        tiktok: 'https://tiktok.com/@donmemo',
      },
      rangoPrecios: 'high',
      personalTotal: 6,
      numeroPlatosPrincipales: 5,
      presupuestoMarketing: 2000,
      historiaNegocio: 'Tacos árabes desde 1987 en el Centro.',
      valorDiferenciador: 'Pan árabe hecho en casa',
    });
    expect(p.fotoPerfil).toMatch(/^\/api\/fotos\//);
    const semana = (dia: number, apertura: string, cierre: string) => ({
      dia,
      diaNombre: DIAS_SEMANA[dia],
      apertura,
      cierre,
    });
    expect(p.horarioOperacion).toEqual([
      semana(0, '', ''),
      semana(1, '08:00', '18:00'),
      semana(2, '08:00', '18:00'),
      semana(3, '08:00', '18:00'),
      semana(4, '08:00', '18:00'),
      semana(5, '08:00', '22:00'),
      semana(6, '12:00', '23:30'),
    ]);
    expect(
      p.establecimientos.map((e) => ({ nombre: e.nombre, principal: e.principal, ...e.ubicacion })),
    ).toEqual([
      {
        nombre: 'Don Memo Centro',
        principal: false,
        direccion: 'Calle 5 de Mayo 14',
        ciudad: 'Puebla',
        estado: 'Puebla',
        codigoPostal: '72000',
        zona: 'Centro',
      },
      {
        nombre: 'Don Memo Angelópolis',
        principal: true,
        direccion: 'Blvd. del Niño Poblano 2510',
        // A new establishment starts in the first one's city and state.
        ciudad: 'Puebla',
        estado: 'Puebla',
        codigoPostal: '72830',
        zona: 'Reserva Territorial Atlixcáyotl',
      },
    ]);
    expect(j.errors).toEqual([]);
  });
});
