import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { codigoClienteEn, codigoParaQr, type ClienteCodigoLlave } from '@tarjeto/shared';
import { apiCliente, apiNegocio, nexoPorApi, perfilNegocio } from './support/api-account.ts';
import { violacionesGraves } from './support/axe.ts';
import { direccionPropia, PHONE, useBrowser, type Journey } from './support/browser.ts';
import { waitForMatch } from './support/mail.ts';

// Issue 28 A2, the customer's side on a phone: a new card asks once whether its business may send
// avisos; Ajustes → 'Avisos de tus lugares' shows the answer and changes it; every message's
// 'Dejar de recibir' page works without a session — for an unknown link, and for a real message:
// a campaign from the business, whose mail (caught by the SMTP sink) carries the link.

const ID_DESCONOCIDO = '00000000-0000-4000-8000-000000000000';

/** A business of its own with a paired Nexo, in a second browser context. */
async function negocioNuevo(j: Journey, nombre: string) {
  const contexto = await j.context.browser()!.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': direccionPropia() },
  });
  // Closed with the journey's; by then the browser may be closing too.
  j.context.on('close', () => void contexto.close().catch(() => {}));
  await apiNegocio(contexto, 'avisos-negocio', nombre);
  const origin = { origin: j.url('') };
  const perfil = await perfilNegocio(contexto.request);
  const token = await nexoPorApi(
    contexto.request,
    perfil.establecimientos[0].establecimientoID,
    'Caja',
  );

  /** The signed-in customer of `cliente` shows their code at the counter: their first visit. */
  const visita = async (cliente: Journey) => {
    const llave = (
      await (await cliente.page.request.get(j.url('/api/cliente/codigo/llave'))).json()
    ).data as ClienteCodigoLlave;
    const ahora = Date.now();
    const res = await contexto.request.post(j.url('/api/nexo/visitas'), {
      headers: { authorization: `Bearer ${token}`, ...origin },
      data: {
        codigo: codigoParaQr(await codigoClienteEn(llave.handle, llave.secreto, ahora)),
        escaneadoEn: new Date(ahora).toISOString(),
        idempotencyKey: `avisos-cliente-${ahora}`,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    expect((await res.json()).data.contada).toBe(true);
  };
  return { contexto, visita };
}

/** Whether the business's clock (Puebla) is in quiet hours, when messages wait for 9:00. */
function horasDeSilencio() {
  const hora = Number(
    new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      hourCycle: 'h23',
      timeZone: 'America/Mexico_City',
    }).format(new Date()),
  );
  return hora >= 21 || hora < 9;
}

async function sinDesbordar(page: Page) {
  const { scroll, ancho } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    ancho: document.documentElement.clientWidth,
  }));
  expect(scroll, `scrollWidth ${scroll} > clientWidth ${ancho}`).toBeLessThanOrEqual(ancho);
}

async function campana(negocio: BrowserContext, j: Journey) {
  const res = await negocio.request.post(j.url('/api/negocio/avisos/campanas'), {
    headers: { origin: j.url('') },
    data: { texto: '¡Hola, {nombre}! Esta semana el café va por nuestra cuenta.', segmento: {} },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as { control: number; enviados: number; pendientes: number };
}

describe("the customer's avisos on a phone", () => {
  const j = useBrowser(PHONE);

  it('asks once on the card, changes in Ajustes, and stops from a message', async () => {
    const NEGOCIO = 'Café Avisos del Centro';
    const { contexto: negocio, visita } = await negocioNuevo(j, NEGOCIO);
    const email = await apiCliente(j.context, 'avisos-cliente', 'Ana Avisos');
    // Her card is made by her first visit (the kiosk cannot ask: the app does, on the card).
    await visita(j);
    const tarjetas = (await (await j.page.request.get(j.url('/api/cliente/tarjetas'))).json()).data
      .tarjetas as Array<{ negocio: { slug: string; nombre: string } }>;
    const slug = tarjetas.find((t) => t.negocio.nombre === NEGOCIO)!.negocio.slug;

    // The card asks, and the browser is asked nothing on the way in: permission prompts counted.
    await j.page.addInitScript(() => {
      const w = window as unknown as { pedidos: number };
      w.pedidos = 0;
      const pedir = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = (...args) => {
        w.pedidos++;
        return pedir(...args);
      };
    });
    const pedidos = () => j.page.evaluate(() => (window as unknown as { pedidos: number }).pedidos);
    await j.page.goto(j.url(`/cliente-dashboard/lugares/${slug}`));
    const pregunta = j.page.getByRole('region', { name: `¿Quieres que ${NEGOCIO} te avise?` });
    await pregunta.waitFor();
    expect(await pregunta.textContent()).toContain('Máximo un aviso al día y nunca de noche.');
    expect(await pedidos()).toBe(0);
    await sinDesbordar(j.page);
    expect(await violacionesGraves(j.page)).toEqual([]);
    await pregunta.getByRole('button', { name: 'Sí, avísame' }).click();
    await j.page.getByRole('heading', { name: `¡Listo! ${NEGOCIO} te avisará` }).waitFor();
    // Verified mail is a way to reach her; notifications wait for their own button.
    await j.page.getByText(/te llegarán por correo\./i).waitFor();
    expect(await pedidos()).toBe(0);
    expect(await violacionesGraves(j.page)).toEqual([]);

    // Answered: the next time the card does not ask.
    await j.page.reload();
    await j.page.getByRole('heading', { level: 1, name: NEGOCIO }).waitFor();
    await j.page.getByRole('region', { name: 'Ofertas' }).waitFor();
    expect(await j.page.getByText(`¿Quieres que ${NEGOCIO} te avise?`).count()).toBe(0);

    // Ajustes: the switch is on; off, saved at once.
    await j.page.goto(j.url('/cliente-dashboard/ajustes'));
    const interruptor = j.page.getByRole('switch', { name: NEGOCIO });
    await interruptor.waitFor();
    expect(await interruptor.isChecked()).toBe(true);
    await j.page.getByRole('switch', { name: 'Notificaciones en este dispositivo' }).waitFor();
    await j.page.getByText('También por correo, si no tienes notificaciones.').waitFor();
    await interruptor.click();
    await j.page.getByText(`Ya no recibirás avisos de ${NEGOCIO}.`).first().waitFor();
    expect(await interruptor.isChecked()).toBe(false);
    const estado = async () =>
      (
        (await (await j.page.request.get(j.url('/api/cliente/avisos'))).json()).data
          .tarjetas as Array<{ nombre: string; acepta: boolean }>
      ).find((t) => t.nombre === NEGOCIO)!.acepta;
    expect(await estado()).toBe(false);
    await sinDesbordar(j.page);
    expect(await violacionesGraves(j.page)).toEqual([]);
    // And on again, for the message below.
    await interruptor.click();
    await j.page.getByText(`Recibirás avisos de ${NEGOCIO}.`).first().waitFor();
    expect(await estado()).toBe(true);

    // 'Dejar de recibir' without a session: an unknown link says so.
    await j.context.clearCookies();
    await j.page.goto(j.url(`/avisos/baja/${ID_DESCONOCIDO}`));
    await j.page.getByRole('heading', { level: 1, name: 'Este enlace ya no sirve' }).waitFor();
    await j.page.getByText('Este enlace para dejar de recibir avisos ya no es válido.').waitFor();
    await sinDesbordar(j.page);
    expect(await violacionesGraves(j.page)).toEqual([]);

    // A real message: a campaign to everyone, its mail's link.
    const enviada = await campana(negocio, j);
    if (enviada.control > 0 || horasDeSilencio()) {
      // One customer in ten is kept back (nothing sent, nothing to stop), and at night the
      // message waits for 9:00: the real link cannot be had now.
      console.info(
        `avisos-cliente: sin mensaje real (${enviada.control > 0 ? 'grupo de control' : 'horas de silencio'})`,
      );
    } else {
      const [, id] = await waitForMatch(
        email,
        /\/avisos\/baja\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/,
        20_000,
      );
      await j.page.goto(j.url(`/avisos/baja/${id}`));
      await j.page
        .getByRole('heading', { level: 1, name: `Dejar de recibir avisos de ${NEGOCIO}` })
        .waitFor();
      await sinDesbordar(j.page);
      expect(await violacionesGraves(j.page)).toEqual([]);
      await j.page.getByRole('button', { name: 'Dejar de recibir avisos' }).click();
      await j.page
        .getByRole('heading', { level: 1, name: `Listo: ${NEGOCIO} ya no te enviará avisos` })
        .waitFor();
      await j.page.getByText('Puedes volver a activarlos en Ajustes.').waitFor();
      expect(await violacionesGraves(j.page)).toEqual([]);
      // The link again: already off.
      await j.page.reload();
      await j.page
        .getByRole('heading', { level: 1, name: `Ya no recibes avisos de ${NEGOCIO}` })
        .waitFor();
    }
    expect(j.errors).toEqual([]);
  });
});
