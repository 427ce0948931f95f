import { describe, expect, it } from 'vitest';
import { verifiedAccount } from './support/account.ts';
import { useBrowser, type Journey } from './support/browser.ts';

// Finding 8 of docs/security.md: whatever a business calls itself is text wherever it shows —
// never markup, never a script.

const SCRIPT = '<script>alert(1)</script>';
const IMG = '<img src=x onerror="window.__xss=1">';

/** Fails on any dialog or on the flag the hostile <img> would set. */
function watchForScripts(j: Journey) {
  const dialogs: string[] = [];
  j.page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return async () => {
    expect(dialogs).toEqual([]);
    expect(await j.page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await j.page.locator('main img[src="x"]').count()).toBe(0);
  };
}

const NEGOCIO = {
  datosPersonales: { nombreComercial: SCRIPT, rfc: 'XSS210315AB9' },
  informacionGeneral: {
    categoria: ['taqueria'],
    gradient: 'rubi',
    rangoPrecios: 'low',
    personalTotal: 3,
    horarioOperacion: [{ dia: 1, apertura: '09:00', cierre: '18:00' }],
    historiaNegocio: IMG,
  },
  establecimiento: {
    ubicacion: {
      direccion: 'Calle Falsa 123',
      ciudad: 'Puebla',
      estado: 'Puebla',
      codigoPostal: '72000',
      zona: 'Centro',
    },
  },
};

describe('a business named like a script', () => {
  const j = useBrowser();

  it('shows as text in the landing carousel', async () => {
    const clean = watchForScripts(j);
    await j.page.route('**/api/negocios/destacados', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      body.data[0].nombreComercial = SCRIPT;
      body.data[0].descripcion = IMG;
      await route.fulfill({ response: res, json: body });
    });
    await j.page.goto(j.url('/'));
    await j.page.getByText(SCRIPT, { exact: true }).first().waitFor();
    await j.page.getByText(IMG).first().waitFor();
    await clean();
  });

  it('shows as text in the wizard preview and on the dashboard after setup', async () => {
    const clean = watchForScripts(j);
    await verifiedAccount(j, 'xss');
    await j.page.getByRole('radio', { name: 'Soy un negocio' }).check({ force: true });
    await j.page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await j.page.getByLabel('Nombre del negocio').fill(SCRIPT);
    await j.page.getByText(SCRIPT, { exact: true }).first().waitFor();
    await clean();

    // The rest of the setup through the API the wizard calls, with the same hostile answers.
    const setup = await j.page.request.post(j.url('/api/auth/setup-profile'), {
      headers: { origin: j.url('') },
      multipart: { userType: 'business', profileData: JSON.stringify(NEGOCIO) },
    });
    expect(setup.status(), await setup.text()).toBe(200);
    await j.page.goto(j.url('/negocio-dashboard'));
    await j.page.getByRole('heading', { level: 1, name: `¡Hola, ${SCRIPT}!` }).waitFor();
    const profile = await (await j.page.request.get(j.url('/api/negocio/profile'))).json();
    expect(profile.data).toMatchObject({ nombreComercial: SCRIPT, historiaNegocio: IMG });
    await clean();
    expect(j.errors).toEqual([]);
  });
});
