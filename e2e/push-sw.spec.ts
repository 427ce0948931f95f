import { describe, expect, it } from 'vitest';
import { logIn } from './support/account.ts';
import { PHONE, useBrowser } from './support/browser.ts';
import { avisosMostrados, entregarHastaVer, esperarWorker, tocarAviso } from './support/push.ts';

// Issue 28, done when: "in Chromium the service worker receives a push (DevTools' delivery of a
// push message) and shows the notification, whose tap opens the card". The demo's Ana, signed in
// on a phone, with notifications allowed; the push carries what the server's sender encrypts
// (apps/api/src/modules/mensajes/web-push.client.ts).

interface Tarjetas {
  data: { tarjetas: { negocio: { nombre: string; slug: string } }[] };
}

describe('Web Push in the service worker', () => {
  const j = useBrowser(PHONE);

  it('shows the pushed message as a notification, and its tap opens the card', async () => {
    await j.context.grantPermissions(['notifications'], { origin: j.url('') });
    await logIn(j, 'ana@demo.tarjeto.mx', 'Tarjeto-demo-2026');
    await j.page.waitForURL((u) => u.pathname === '/cliente-dashboard');
    await esperarWorker(j.page);

    const respuesta = await j.page.request.get(j.url('/api/cliente/tarjetas'));
    expect(respuesta.status()).toBe(200);
    const { negocio } = ((await respuesta.json()) as Tarjetas).data.tarjetas[0]!;
    const url = `/cliente-dashboard/lugares/${negocio.slug}`;
    const mensaje = {
      id: 'msg-e2e-1',
      titulo: `¡Te extrañamos en ${negocio.nombre}!`,
      cuerpo: 'Una visita más y subes de nivel.',
      url,
    };

    const mostrados = await entregarHastaVer(j.page, mensaje, (a) => a.length > 0);
    expect(mostrados).toEqual([
      {
        title: mensaje.titulo,
        body: mensaje.cuerpo,
        tag: 'msg-e2e-1',
        icon: j.url('/icons/tarjeto-192.png'),
        data: { url },
      },
    ]);

    // The same message delivered again (the queue is at-least-once): it replaces itself.
    const otraVez = 'Otra vez el mismo mensaje.';
    const reemplazo = await entregarHastaVer(j.page, { ...mensaje, cuerpo: otraVez }, (a) =>
      a.some((x) => x.body === otraVez),
    );
    expect(reemplazo.map((a) => [a.tag, a.body])).toEqual([['msg-e2e-1', otraVez]]);

    // The tap: the open window of the app goes to the card, and the notification is gone.
    expect(j.page.url()).toBe(j.url('/cliente-dashboard'));
    expect(await tocarAviso(j.context, 'msg-e2e-1')).toBe(1);
    await j.page.waitForURL((u) => u.pathname === url);
    await j.page.getByRole('heading', { level: 1, name: negocio.nombre }).waitFor();
    await expect.poll(() => avisosMostrados(j.page)).toEqual([]);
    expect(j.errors).toEqual([]);
  });

  it('never sends a tap to another site, and shows even a payload it cannot read', async () => {
    await j.context.grantPermissions(['notifications'], { origin: j.url('') });
    await logIn(j, 'ana@demo.tarjeto.mx', 'Tarjeto-demo-2026');
    await j.page.waitForURL((u) => u.pathname === '/cliente-dashboard');
    await esperarWorker(j.page);
    await j.page.goto(j.url('/cliente-dashboard/ofertas'));

    const ajeno = {
      id: 'msg-ajeno',
      titulo: 'Premio',
      cuerpo: 'Toca aquí',
      url: 'https://ejemplo.invalid/robar',
      icono: '//ejemplo.invalid/icono.png',
    };
    await entregarHastaVer(j.page, ajeno, (a) => a.some((x) => x.tag === 'msg-ajeno'));
    const avisos = await entregarHastaVer(j.page, '{no es json', (a) => a.length === 2);
    expect(avisos.find((a) => a.tag === 'msg-ajeno')).toMatchObject({
      title: 'Premio',
      icon: j.url('/icons/tarjeto-192.png'),
      data: { url: '/cliente-dashboard' },
    });
    expect(avisos.find((a) => a.tag !== 'msg-ajeno')).toMatchObject({
      title: 'Tarjeto',
      data: { url: '/cliente-dashboard' },
    });

    await tocarAviso(j.context, 'msg-ajeno');
    await j.page.waitForURL((u) => u.pathname === '/cliente-dashboard');
    expect(new URL(j.page.url()).origin).toBe(new URL(j.url('')).origin);
    expect(j.errors).toEqual([]);
  });
});
