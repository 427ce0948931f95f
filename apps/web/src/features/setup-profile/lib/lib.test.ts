import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@tarjeto/shared';
import { emptyNegocio } from './answers.ts';
import {
  compressImage,
  dataUrlToBlob,
  fitWithin,
  fotoFileName,
  ImageTooLargeError,
  NotAnImageError,
  outputTypeFor,
} from '../../../components/perfil-campos/compress-image.ts';
import { formatPersonal, formatPresupuesto } from '../../../components/perfil-campos/format.ts';
import {
  errorsForStep,
  firstStepWithError,
  HORARIO_VACIO,
  pathMatches,
  validateCliente,
  validateNegocio,
} from './steps.ts';
import { loadWizard, saveWizard, initialWizard, wizardStorageKey } from './wizard-storage.ts';

afterEach(() => sessionStorage.clear());

describe('image compression rules (SPEC §9)', () => {
  it('fits within 400×400 keeping the proportions, never enlarging', () => {
    expect(fitWithin(1600, 1200)).toEqual({ width: 400, height: 300 });
    expect(fitWithin(900, 3000)).toEqual({ width: 120, height: 400 });
    expect(fitWithin(200, 100)).toEqual({ width: 200, height: 100 });
  });

  it('turns files above 500 KB into JPEG and keeps smaller ones as WebP', () => {
    expect(outputTypeFor(500 * 1024 + 1)).toBe('image/jpeg');
    expect(outputTypeFor(500 * 1024)).toBe('image/webp');
    expect(fotoFileName('image/webp')).toBe('foto.webp');
    expect(fotoFileName('image/jpeg')).toBe('foto.jpg');
  });

  it('refuses files above 5 MB and non-images before decoding anything', async () => {
    const grande = new Blob([new Uint8Array(IMAGE_MAX_BYTES + 1)], { type: 'image/jpeg' });
    await expect(compressImage(grande)).rejects.toBeInstanceOf(ImageTooLargeError);
    await expect(compressImage(new Blob(['hola'], { type: 'text/plain' }))).rejects.toBeInstanceOf(
      NotAnImageError,
    );
  });

  it('turns a stored data URL back into the same bytes', async () => {
    const blob = dataUrlToBlob(`data:image/webp;base64,${btoa('RIFF1234WEBP')}`);
    expect(blob.type).toBe('image/webp');
    expect(await blob.text()).toBe('RIFF1234WEBP');
  });
});

describe('labels (SPEC §9)', () => {
  it('shows the last stops as 50+ and 10K+, the others as MXN', () => {
    expect(formatPersonal(50)).toBe('50+');
    expect(formatPersonal(15)).toBe('15');
    expect(formatPresupuesto(10000)).toBe('10K+');
    expect(formatPresupuesto(7500)).toBe('$7,500');
  });
});

describe('validation paths', () => {
  it('matches an error to the answer that holds it, either way round', () => {
    expect(
      pathMatches('informacionGeneral.horarioOperacion.3', 'informacionGeneral.horarioOperacion'),
    ).toBe(true);
    expect(
      pathMatches('informacionGeneral.redesSociales', 'informacionGeneral.redesSociales.tiktok'),
    ).toBe(true);
    expect(pathMatches('datosPersonales.nombreComercial', 'datosPersonales.nombre')).toBe(false);
  });

  it('reports customer errors by the wire paths and finds their step', () => {
    const v = validateCliente({
      nombre: ' ',
      edad: '',
      genero: '',
      ciudad: 'Culiacán',
      codigoPostal: '123',
      categorias: [],
    });
    expect(v.errors).toMatchObject({
      'datosPersonales.nombre': 'Por favor completa este campo',
      'datosPersonales.edad': 'Por favor completa este campo',
      'datosPersonales.ubicacion.codigoPostal': 'El código postal tiene 5 dígitos',
    });
    expect(Object.keys(errorsForStep('cliente', 5, v.errors!))).toEqual([
      'datosPersonales.ubicacion.codigoPostal',
    ]);
    expect(firstStepWithError('cliente', { categoriaFavorita: 'x' })).toBe(6);
    expect(firstStepWithError('cliente', { 'datosPersonales.genero': 'x' })).toBe(3);
  });

  it('needs at least one open day and complete days for a business', () => {
    const horario = emptyNegocio().horario.map((d) => ({ ...d, apertura: '', cierre: '' }));
    const v = validateNegocio({ ...emptyNegocio(), horario });
    expect(v.errors?.['informacionGeneral.horarioOperacion']).toBe(HORARIO_VACIO);
    const medio = emptyNegocio().horario.map((d) => (d.dia === 2 ? { ...d, cierre: '' } : d));
    const v2 = validateNegocio({ ...emptyNegocio(), horario: medio });
    expect(v2.errors?.['informacionGeneral.horarioOperacion.2']).toBe(
      'Indica la hora de apertura y la de cierre, o marca el día como cerrado',
    );
    expect(firstStepWithError('negocio', { 'informacionGeneral.horarioOperacion.2': 'x' })).toBe(
      10,
    );
    expect(firstStepWithError('negocio', { 'establecimiento.ubicacion.zona': 'x' })).toBe(7);
  });
});

describe('wizard storage', () => {
  it('round-trips a wizard and keeps good fields from a damaged one', () => {
    const state = { ...initialWizard(), tipo: 'negocio' as const, step: 4 };
    state.negocio.nombreComercial = 'Tacos Cuichi';
    saveWizard('u9', state);
    expect(loadWizard('u9')).toEqual(state);

    sessionStorage.setItem(
      wizardStorageKey('u9'),
      JSON.stringify({
        v: 1,
        tipo: 'negocio',
        step: 3,
        negocio: {
          nombreComercial: 'La Perlita',
          gradient: 'verde',
          categorias: ['sushi', 'nada'],
        },
        foto: { dataUrl: 'javascript:alert(1)', type: 'image/png' },
      }),
    );
    const loaded = loadWizard('u9');
    expect(loaded?.negocio.nombreComercial).toBe('La Perlita');
    expect(loaded?.negocio.gradient).toBe('rubi');
    expect(loaded?.negocio.categorias).toEqual([]);
    expect(loaded?.foto).toBeNull();
    expect(loadWizard('otro')).toBeNull();
  });
});
