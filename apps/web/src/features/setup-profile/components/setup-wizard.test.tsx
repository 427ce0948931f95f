import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { wizardStorageKey } from '../lib/wizard-storage.ts';
import { errorResponse, fetchMock } from '../../../test/fetch-mock.ts';
import { prepararPantalla } from '../../../test/render-screen.tsx';
import {
  clienteCompleto,
  FOTO_DATA_URL,
  formDataOf,
  negocioCompleto,
  renderWizard,
  seedWizard,
  setupOk,
  USER_ID,
} from '../test-utils.tsx';

const siguiente = () => screen.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement;
const paso = (n: number, total: number) => screen.getByText(`Paso ${n} de ${total}`);
const alertas = () => screen.queryAllByRole('alert').map((a) => a.textContent);

prepararPantalla();

describe('type choice (SPEC §2, §4)', () => {
  it('keeps Siguiente disabled until a type is chosen, then opens step 1 after a short pause', async () => {
    const user = userEvent.setup();
    renderWizard();
    expect(screen.getByRole('radiogroup', { name: '¿Cómo vas a usar Tarjeto?' })).toBeTruthy();
    expect(siguiente().disabled).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Soy un cliente' }));
    expect(
      (screen.getByRole('radio', { name: 'Soy un cliente' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(siguiente().disabled).toBe(false);

    await user.click(siguiente());
    // Not at once: the transition runs first.
    expect(screen.queryByRole('heading', { name: '¿Cómo te llamas?' })).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: '¿Cómo te llamas?' }, { timeout: 2000 }),
    ).toBeTruthy();
    expect(paso(1, 7)).toBeTruthy();
    expect(
      screen
        .getByRole('progressbar', { name: 'Progreso de tu perfil' })
        .getAttribute('aria-valuenow'),
    ).toBe('1');
    expect(screen.getByRole('button', { name: 'Cambiar tipo' })).toBeTruthy();
  });

  it('opens the 12-step questionnaire for a business', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('radio', { name: 'Soy un negocio' }));
    await user.click(siguiente());
    expect(
      await screen.findByRole('heading', { name: '¿Cómo se llama tu negocio?' }, { timeout: 2000 }),
    ).toBeTruthy();
    expect(paso(1, 12)).toBeTruthy();
  });
});

describe('steps (SPEC §5)', () => {
  it('refuses to advance a required empty step with the toast, and advances once answered', async () => {
    const user = userEvent.setup();
    seedWizard({ tipo: 'cliente', step: 0 });
    renderWizard();
    await user.click(siguiente());
    await waitFor(() => expect(alertas()).toContain('Por favor completa este campo'));
    expect(paso(1, 7)).toBeTruthy();
    const nombre = screen.getByLabelText('Nombre completo');
    expect(nombre.getAttribute('aria-invalid')).toBe('true');

    await user.type(nombre, 'Ana{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Sube una foto de ti, no te vamos a criticar' }),
    ).toBeTruthy();
    expect(paso(2, 7)).toBeTruthy();
  });

  it('shows the schema message under a malformed answer without advancing', async () => {
    const user = userEvent.setup();
    seedWizard({ tipo: 'cliente', step: 5, cliente: clienteCompleto({ codigoPostal: '' }) });
    renderWizard();
    await user.type(screen.getByLabelText('Código postal'), '800');
    await user.click(siguiente());
    expect(await screen.findByText('El código postal tiene 5 dígitos')).toBeTruthy();
    expect(paso(6, 7)).toBeTruthy();
  });

  it('refuses a malformed optional website but lets an empty one through', async () => {
    const user = userEvent.setup();
    seedWizard({ tipo: 'negocio', step: 5, negocio: negocioCompleto({ sitioWeb: '' }) });
    renderWizard();
    await user.type(screen.getByLabelText('Sitio web'), 'hola');
    await user.click(siguiente());
    expect(
      await screen.findByText('Escribe una dirección web válida (ej. https://tunegocio.mx)'),
    ).toBeTruthy();
    expect(paso(6, 12)).toBeTruthy();
    await user.clear(screen.getByLabelText('Sitio web'));
    await user.click(siguiente());
    expect(
      await screen.findByRole('heading', { name: '¿Dónde te encuentran en redes?' }),
    ).toBeTruthy();
  });

  it('takes Enter on a select as Siguiente', async () => {
    const user = userEvent.setup();
    seedWizard({ tipo: 'cliente', step: 3, cliente: clienteCompleto({ genero: '' }) });
    renderWizard();
    const genero = screen.getByLabelText('Género');
    await user.selectOptions(genero, 'Otro');
    genero.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: '¿En qué ciudad vives?' })).toBeTruthy();
  });

  it("'Omitir' on the photo step clears the photo and moves on", async () => {
    const user = userEvent.setup();
    seedWizard({
      tipo: 'cliente',
      step: 1,
      cliente: clienteCompleto(),
      foto: { dataUrl: FOTO_DATA_URL, type: 'image/jpeg' },
    });
    renderWizard();
    expect(screen.getByRole('img', { name: 'Vista previa de tu foto' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambiar foto' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Omitir' }));
    expect(await screen.findByRole('heading', { name: '¿Cuántos años tienes?' })).toBeTruthy();
    const saved = JSON.parse(sessionStorage.getItem(wizardStorageKey(USER_ID)) ?? '{}');
    expect(saved.foto).toBeNull();
  });
});

describe('categories (SPEC §5: capped, extra picks ignored)', () => {
  it('caps a customer at 5 and says so', async () => {
    const user = userEvent.setup();
    seedWizard({ tipo: 'cliente', step: 6, cliente: clienteCompleto({ categorias: [] }) });
    renderWizard();
    expect(screen.getByText('Selecciona hasta 5 categorías (0/5)')).toBeTruthy();
    for (const nombre of ['Taquería', 'Mariscos', 'Cafetería', 'Panadería', 'Sushi', 'Pizzería']) {
      await user.click(screen.getByRole('checkbox', { name: nombre }));
    }
    expect(screen.getByText('Selecciona hasta 5 categorías (5/5)')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Sushi' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('checkbox', { name: 'Pizzería' }) as HTMLInputElement).checked).toBe(
      false,
    );
    // Unticking one frees a place.
    await user.click(screen.getByRole('checkbox', { name: 'Taquería' }));
    expect(screen.getByText('Selecciona hasta 5 categorías (4/5)')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Pizzería' }));
    expect((screen.getByRole('checkbox', { name: 'Pizzería' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('caps a business at 3', async () => {
    const user = userEvent.setup();
    seedWizard({ tipo: 'negocio', step: 3, negocio: negocioCompleto({ categorias: [] }) });
    renderWizard();
    for (const nombre of ['Taquería', 'Mariscos', 'Cafetería', 'Sushi']) {
      await user.click(screen.getByRole('checkbox', { name: nombre }));
    }
    expect(screen.getByText('Selecciona hasta 3 categorías (3/3)')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Sushi' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });
});

describe("'Cambiar tipo' (SPEC §2, §4)", () => {
  it('returns to the type choice and clears every answer', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('radio', { name: 'Soy un cliente' }));
    await user.click(siguiente());
    await user.type(
      await screen.findByLabelText('Nombre completo', {}, { timeout: 2000 }),
      'Ana María',
    );
    expect(sessionStorage.getItem(wizardStorageKey(USER_ID))).toContain('Ana María');

    await user.click(screen.getByRole('button', { name: 'Cambiar tipo' }));
    expect(screen.getByRole('heading', { name: '¿Cómo vas a usar Tarjeto?' })).toBeTruthy();
    expect(sessionStorage.getItem(wizardStorageKey(USER_ID))).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Soy un cliente' }));
    await user.click(siguiente());
    const nombre = (await screen.findByLabelText(
      'Nombre completo',
      {},
      { timeout: 2000 },
    )) as HTMLInputElement;
    expect(nombre.value).toBe('');
  });

  it('reads Atrás after the first step and goes back one step', async () => {
    const user = userEvent.setup();
    seedWizard({ tipo: 'cliente', step: 2, cliente: clienteCompleto() });
    renderWizard();
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(
      await screen.findByRole('heading', { name: 'Sube una foto de ti, no te vamos a criticar' }),
    ).toBeTruthy();
  });
});

describe('operating hours (SPEC §5, §9)', () => {
  it('turning a day on sets 09:00–18:00; turning it off shows Cerrado', async () => {
    const user = userEvent.setup();
    seedWizard({ tipo: 'negocio', step: 10, negocio: negocioCompleto() });
    renderWizard();
    const sabado = screen.getByRole('switch', { name: 'Sábado' });
    expect(sabado.getAttribute('aria-checked')).toBe('false');
    const fila = sabado.closest('li')!;
    expect(within(fila).getByText('Cerrado')).toBeTruthy();

    await user.click(sabado);
    expect(sabado.getAttribute('aria-checked')).toBe('true');
    expect((screen.getByLabelText('Apertura del sábado') as HTMLInputElement).value).toBe('09:00');
    expect((screen.getByLabelText('Cierre del sábado') as HTMLInputElement).value).toBe('18:00');
    expect(within(fila).queryByText('Cerrado')).toBeNull();

    await user.click(sabado);
    expect(within(fila).getByText('Cerrado')).toBeTruthy();
    expect(screen.queryByLabelText('Apertura del sábado')).toBeNull();
  });

  it('applies a preset to the whole week', async () => {
    const user = userEvent.setup();
    seedWizard({ tipo: 'negocio', step: 10, negocio: negocioCompleto() });
    renderWizard();
    await user.click(screen.getByRole('button', { name: /Todo el día/ }));
    expect((screen.getByLabelText('Apertura del domingo') as HTMLInputElement).value).toBe('08:00');
    expect((screen.getByLabelText('Cierre del domingo') as HTMLInputElement).value).toBe('20:00');
    expect(screen.getByRole('button', { name: /Todo el día/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(screen.getByRole('button', { name: /Lunes a viernes/ }));
    expect(screen.getByRole('switch', { name: 'Domingo' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect((screen.getByLabelText('Cierre del lunes') as HTMLInputElement).value).toBe('18:00');
  });

  it('opens on its question, not in a time field, and its times type on the 24-hour clock', async () => {
    const user = userEvent.setup();
    seedWizard({ tipo: 'negocio', step: 9, negocio: negocioCompleto() });
    renderWizard();
    await user.click(siguiente());
    await waitFor(() => expect(paso(11, 12)).toBeTruthy());
    await waitFor(() => expect(document.activeElement?.textContent).toBe('¿Cuál es tu horario?'));
    const cierre = screen.getByLabelText('Cierre del viernes') as HTMLInputElement;
    await user.clear(cierre);
    await user.type(cierre, '2215');
    expect(cierre.value).toBe('22:15');
  });

  it('asks for at least one open day', async () => {
    const user = userEvent.setup();
    seedWizard({ tipo: 'negocio', step: 10, negocio: negocioCompleto() });
    renderWizard();
    for (const dia of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes']) {
      await user.click(screen.getByRole('switch', { name: dia }));
    }
    await user.click(siguiente());
    await waitFor(() => expect(alertas()).toContain('Por favor completa este campo'));
    expect(paso(11, 12)).toBeTruthy();
  });
});

describe('sliders (SPEC §9)', () => {
  it('shows the last employee stop as 50+ and the last budget stop as 10K+', async () => {
    seedWizard({ tipo: 'negocio', step: 9, negocio: negocioCompleto({ personalTotal: 50 }) });
    renderWizard();
    const personal = screen.getByRole('slider', { name: 'Número de empleados' });
    expect(personal.getAttribute('aria-valuetext')).toBe('50+ personas');
    expect(screen.getAllByText('50+').length).toBeGreaterThan(0);
    cleanup();

    seedWizard({
      tipo: 'negocio',
      step: 11,
      negocio: negocioCompleto({ presupuestoMarketing: 2000 }),
    });
    renderWizard();
    const presupuesto = screen.getByRole('slider', { name: 'Presupuesto mensual de marketing' });
    expect(presupuesto.getAttribute('aria-valuetext')).toBe('$2,000 al mes');
    expect(screen.getByText('10K+')).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Platos principales' })).toBeTruthy();
  });
});

describe('reload (sessionStorage)', () => {
  it('restores the type, the step, the answers and the photo', () => {
    seedWizard({
      tipo: 'cliente',
      step: 2,
      cliente: clienteCompleto({ edad: '31' }),
      foto: { dataUrl: FOTO_DATA_URL, type: 'image/jpeg' },
    });
    renderWizard();
    expect(paso(3, 7)).toBeTruthy();
    expect((screen.getByLabelText('Edad') as HTMLInputElement).value).toBe('31');
    const preview = screen.getByRole('article', { name: 'Vista previa de tu perfil' });
    expect(within(preview).getByText('Ana María López')).toBeTruthy();
    expect(within(preview).getByText('31 años')).toBeTruthy();
    expect(within(preview).getByText('Culiacán · CP 80000')).toBeTruthy();
    expect(preview.querySelector('img')?.getAttribute('src')).toBe(FOTO_DATA_URL);
  });

  it('keeps each user apart and ignores junk', () => {
    sessionStorage.setItem(wizardStorageKey(USER_ID), '{no es json');
    seedWizard({ tipo: 'cliente', step: 3 });
    sessionStorage.setItem(
      wizardStorageKey('otro'),
      sessionStorage.getItem(wizardStorageKey(USER_ID))!,
    );
    sessionStorage.setItem(wizardStorageKey(USER_ID), '{no es json');
    renderWizard();
    expect(screen.getByRole('heading', { name: '¿Cómo vas a usar Tarjeto?' })).toBeTruthy();
  });
});

describe('previews (SPEC §2)', () => {
  it('draws the business card and profile live from the answers', async () => {
    const user = userEvent.setup();
    seedWizard({ tipo: 'negocio', step: 0, negocio: negocioCompleto({ nombreComercial: '' }) });
    renderWizard();
    await user.type(screen.getByLabelText('Nombre del negocio'), 'La Perlita');
    expect(screen.getByRole('article', { name: 'Tarjeta de La Perlita' })).toBeTruthy();
    const perfil = screen.getByRole('article', { name: 'Vista previa de tu negocio' });
    expect(within(perfil).getByText('La Perlita')).toBeTruthy();
    expect(within(perfil).getByText('RFC TCU980312AB1')).toBeTruthy();
    expect(within(perfil).getByText('Taquería')).toBeTruthy();
    expect(within(perfil).getByRole('img', { name: 'Precio moderado: $$ de $$$$' })).toBeTruthy();
    expect(within(perfil).getByText('$200 – $349')).toBeTruthy();
    expect(within(perfil).getByText('Desde 1998 en el Centro.')).toBeTruthy();
    expect(
      within(perfil).getByText('Av. Obregón 123, Centro, Culiacán, Sinaloa, CP 80000'),
    ).toBeTruthy();
    expect(within(perfil).getByRole('link', { name: 'tacoscuichi.mx' }).getAttribute('href')).toBe(
      'https://tacoscuichi.mx',
    );
    expect(within(perfil).getByRole('link', { name: 'Instagram' })).toBeTruthy();
    expect(within(perfil).queryByRole('link', { name: 'Facebook' })).toBeNull();
    expect(screen.getByText('0/6 visitas')).toBeTruthy();
  });
});

describe('submit (SPEC §7 multipart, §8 toasts)', () => {
  it('sends a customer as userType user with profileData JSON and the photo, then finishes', async () => {
    const user = userEvent.setup();
    let resolve: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((r) => (resolve = r)));
    seedWizard({
      tipo: 'cliente',
      step: 6,
      cliente: clienteCompleto({ nombre: '  Ana María López ', edad: '28.9' }),
      foto: { dataUrl: FOTO_DATA_URL, type: 'image/jpeg' },
    });
    const { onCompleted } = renderWizard();
    await user.click(screen.getByRole('button', { name: /Finalizar/ }));

    const enviando = (await screen.findByRole('button', {
      name: 'Enviando...',
    })) as HTMLButtonElement;
    expect(enviando.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Atrás' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/setup-profile');
    expect(init?.method).toBe('POST');
    const form = formDataOf(fetchMock.mock.calls[0]);
    expect([...form.keys()]).toEqual(['userType', 'profileData', 'fotoPerfil']);
    expect(form.get('userType')).toBe('user');
    expect(JSON.parse(String(form.get('profileData')))).toEqual({
      datosPersonales: {
        nombre: 'Ana María López',
        edad: 28,
        genero: 'Femenino',
        ubicacion: { ciudad: 'Culiacán', codigoPostal: '80000' },
      },
      categoriaFavorita: ['taqueria', 'cafeteria'],
    });
    const foto = form.get('fotoPerfil') as File;
    expect(foto).toBeInstanceOf(Blob);
    expect(foto.type).toBe('image/jpeg');
    expect(foto.name).toBe('foto.jpg');

    resolve(await setupOk('Cliente'));
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    expect(onCompleted.mock.calls[0]![0].user.tipoUsuario).toBe('Cliente');
    expect(await screen.findByText('¡Perfil configurado exitosamente!')).toBeTruthy();
    expect(sessionStorage.getItem(wizardStorageKey(USER_ID))).toBeNull();
  });

  it('sends a business as userType business with the full negocioSetupSchema shape', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(() => setupOk('Negocio'));
    seedWizard({ tipo: 'negocio', step: 11, negocio: negocioCompleto() });
    const { onCompleted } = renderWizard();
    await user.click(screen.getByRole('button', { name: /Finalizar/ }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));

    const form = formDataOf(fetchMock.mock.calls[0]);
    expect(form.get('userType')).toBe('business');
    expect(form.has('fotoPerfil')).toBe(false);
    const semana = (apertura: string, cierre: string) =>
      [0, 1, 2, 3, 4, 5, 6].map((dia) =>
        dia >= 1 && dia <= 5 ? { dia, apertura, cierre } : { dia, apertura: '', cierre: '' },
      );
    expect(JSON.parse(String(form.get('profileData')))).toEqual({
      datosPersonales: { nombreComercial: 'Tacos Cuichi', rfc: 'TCU980312AB1' },
      informacionGeneral: {
        categoria: ['taqueria'],
        gradient: 'dorado',
        sitioWeb: 'https://tacoscuichi.mx',
        redesSociales: { instagram: 'https://instagram.com/tacoscuichi' },
        rangoPrecios: 'mid',
        personalTotal: 15,
        horarioOperacion: semana('09:00', '18:00'),
        numeroPlatosPrincipales: 3,
        presupuestoMarketing: 5000,
        historiaNegocio: 'Desde 1998 en el Centro.',
      },
      establecimiento: {
        ubicacion: {
          direccion: 'Av. Obregón 123',
          ciudad: 'Culiacán',
          estado: 'Sinaloa',
          codigoPostal: '80000',
          zona: 'Centro',
        },
      },
    });
  });

  it('re-checks everything first: a missing answer toasts and jumps to its step', async () => {
    const user = userEvent.setup();
    seedWizard({ tipo: 'cliente', step: 6, cliente: clienteCompleto({ nombre: '' }) });
    renderWizard();
    await user.click(screen.getByRole('button', { name: /Finalizar/ }));
    await waitFor(() =>
      expect(alertas()).toContain('Por favor completa todos los campos requeridos'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: '¿Cómo te llamas?' })).toBeTruthy();
  });

  it("on a server field error stays put, toasts, and shows the message on that field's step", async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(() =>
      errorResponse(400, 'VALIDATION', 'Revisa los datos marcados.', {
        fieldErrors: { 'datosPersonales.edad': 'Debes tener al menos 13 años' },
      }),
    );
    seedWizard({ tipo: 'cliente', step: 6, cliente: clienteCompleto() });
    const { onCompleted } = renderWizard();
    await user.click(screen.getByRole('button', { name: /Finalizar/ }));
    expect(await screen.findByRole('heading', { name: '¿Cuántos años tienes?' })).toBeTruthy();
    expect(screen.getByText('Debes tener al menos 13 años')).toBeTruthy();
    expect(alertas()).toContain('Revisa los datos marcados.');
    expect(onCompleted).not.toHaveBeenCalled();
    // The answers survive for another try.
    expect(sessionStorage.getItem(wizardStorageKey(USER_ID))).not.toBeNull();
  });

  it("falls back to 'Error al configurar el perfil' and stays on the last step", async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(() => Promise.resolve(new Response('', { status: 500 })));
    seedWizard({ tipo: 'cliente', step: 6, cliente: clienteCompleto() });
    renderWizard();
    await user.click(screen.getByRole('button', { name: /Finalizar/ }));
    await waitFor(() => expect(alertas()).toContain('Error al configurar el perfil'));
    expect(paso(7, 7)).toBeTruthy();
    expect((screen.getByRole('button', { name: /Finalizar/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('hands an unverified answer (403 NO_VERIFICADO) to the route', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(() =>
      errorResponse(403, 'NO_VERIFICADO', 'Primero verifica tu correo electrónico'),
    );
    seedWizard({ tipo: 'cliente', step: 6, cliente: clienteCompleto() });
    const { onSessionProblem } = renderWizard();
    await user.click(screen.getByRole('button', { name: /Finalizar/ }));
    await waitFor(() => expect(onSessionProblem).toHaveBeenCalledWith('NO_VERIFICADO'));
    expect(alertas()).toContain('Primero verifica tu correo electrónico');
  });

  it('sends a refused photo (413) back to the photo step', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(() =>
      errorResponse(413, 'PAYLOAD_TOO_LARGE', 'La imagen es demasiado grande'),
    );
    seedWizard({
      tipo: 'negocio',
      step: 11,
      negocio: negocioCompleto(),
      foto: { dataUrl: FOTO_DATA_URL, type: 'image/jpeg' },
    });
    renderWizard();
    await user.click(screen.getByRole('button', { name: /Finalizar/ }));
    expect(
      await screen.findByRole('heading', { name: 'Sube el logo o una foto de tu negocio' }),
    ).toBeTruthy();
    expect(screen.getAllByText('La imagen es demasiado grande').length).toBeGreaterThan(0);
  });
});
