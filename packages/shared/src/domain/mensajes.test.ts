import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { partesLocales } from './fechas.ts';
import {
  AUTOMATIZACIONES,
  FRACCION_CONTROL,
  LIMITES_MENSAJES,
  MARCADORES,
  MINIMO_POR_GRUPO,
  RITMO_MINIMO_DIAS,
  TEXTO_MAX,
  TIPOS_AUTOMATIZACION,
  VALORES_DE_EJEMPLO,
  clavePeriodo,
  compararGrupos,
  dentroDeLimites,
  diasDeAusencia,
  elegirCanal,
  enGrupoControl,
  enSilencio,
  errorDeTexto,
  fueraDeSilencio,
  hash32,
  intervaloDiferencia,
  origenAutomatizacion,
  origenCampana,
  rellenarTexto,
  wilson,
} from './mensajes.ts';

const CDMX = 'America/Mexico_City';
const TIJUANA = 'America/Tijuana';
const iso = (d: Date) => d.toISOString();
const at = (s: string) => new Date(s);

describe('AUTOMATIZACIONES', () => {
  it('has the five automations, each named, explained in one line, with a valid default text', () => {
    expect(Object.keys(AUTOMATIZACIONES)).toEqual([...TIPOS_AUTOMATIZACION]);
    expect(TIPOS_AUTOMATIZACION.map((t) => AUTOMATIZACIONES[t].nombre)).toEqual([
      'Bienvenida',
      'Casi subes',
      'Te extrañamos',
      'Tu temporada termina',
      'Nueva oferta para tu nivel',
    ]);
    for (const t of TIPOS_AUTOMATIZACION) {
      const a = AUTOMATIZACIONES[t];
      expect(a.explicacion).not.toContain('\n');
      expect(a.explicacion.length).toBeLessThan(140);
      expect(errorDeTexto(a.textoPredeterminado)).toBeNull();
      const ejemplo = rellenarTexto(a.textoPredeterminado, VALORES_DE_EJEMPLO);
      expect(ejemplo).not.toMatch(/[{}]|undefined/);
      expect(ejemplo.length).toBeLessThanOrEqual(TEXTO_MAX);
    }
    expect(AUTOMATIZACIONES.bienvenida.explicacion).toBe(
      'Después de su primera visita, a quien aceptó tus avisos (si vino de noche, a la mañana siguiente).',
    );
  });

  it('lets a promotion ride only with Te extrañamos and Nueva oferta', () => {
    expect(TIPOS_AUTOMATIZACION.filter((t) => AUTOMATIZACIONES[t].conPromocion)).toEqual([
      'te_extranamos',
      'nueva_oferta',
    ]);
  });
});

describe('rellenarTexto', () => {
  const valores = {
    nombre: 'Ana',
    negocio: 'Tacos Cuichi',
    nivel: 'Plata',
    siguienteNivel: 'Oro',
    faltan: 1,
    promocion: '2×1 en pastor',
    finTemporada: '28 de junio',
  };

  it('fills every placeholder', () => {
    expect(
      rellenarTexto(
        '{nombre} de {negocio}: {nivel} → {siguienteNivel} en {faltan}; {promocion} hasta el {finTemporada}',
        valores,
      ),
    ).toBe('Ana de Tacos Cuichi: Plata → Oro en 1; 2×1 en pastor hasta el 28 de junio');
    expect(rellenarTexto('{nombre} {nombre}', valores)).toBe('Ana Ana');
  });

  it('leaves unknown placeholders as typed', () => {
    expect(rellenarTexto('Hola {Nombre}, {cupon} {}', valores)).toBe('Hola {Nombre}, {cupon} {}');
  });

  it('turns a missing value into nothing and tidies the spaces it leaves', () => {
    const sin = { nombre: '', negocio: 'Café Lupita' };
    expect(rellenarTexto('Hola {nombre}, te esperamos en {negocio}.', sin)).toBe(
      'Hola, te esperamos en Café Lupita.',
    );
    expect(rellenarTexto('¡Hola {nombre}! Ven por {promocion} .', sin)).toBe('¡Hola! Ven por.');
    expect(rellenarTexto('{nombre} Te faltan {faltan} visitas', sin)).toBe('Te faltan visitas');
    expect(rellenarTexto('Faltan {faltan}', { ...sin, faltan: 0 })).toBe('Faltan 0');
    expect(rellenarTexto('a    b', sin)).toBe('a b');
    expect(rellenarTexto('¡Gracias por venir a {negocio}, {nombre}!', sin)).toBe(
      '¡Gracias por venir a Café Lupita!',
    );
    expect(rellenarTexto('{nombre}, hace tiempo que no te vemos.', sin)).toBe(
      'Hace tiempo que no te vemos.',
    );
    expect(rellenarTexto('¡{nombre}, ven!', sin)).toBe('¡Ven!');
    expect(rellenarTexto('Nueva promoción: {promocion}.', sin)).toBe('Nueva promoción.');
    for (const t of TIPOS_AUTOMATIZACION) {
      const texto = rellenarTexto(AUTOMATIZACIONES[t].textoPredeterminado, sin);
      expect(texto).not.toMatch(/^[,;: ]|,[.!?]| {2}| [,.!?]/);
    }
    expect(rellenarTexto('  línea uno  \n  línea dos ', sin)).toBe('línea uno\nlínea dos');
  });

  it('never writes "undefined", "null" or "NaN", whatever values are missing', () => {
    const plantilla = MARCADORES.map((m) => `{${m.clave}}`).join(' x ');
    const palabra = fc
      .stringMatching(/^[a-zA-Z ]{0,12}$/)
      .filter((w) => !/undefined|null|NaN/.test(w));
    fc.assert(
      fc.property(
        fc.record(
          {
            nombre: palabra,
            negocio: palabra,
            nivel: palabra,
            siguienteNivel: palabra,
            faltan: fc.oneof(fc.integer({ min: 0, max: 50 }), fc.constant(Number.NaN)),
            promocion: palabra,
            finTemporada: palabra,
          },
          { requiredKeys: [] },
        ),
        (v) =>
          !/undefined|null|NaN|\{| {2}/.test(
            rellenarTexto(plantilla, { nombre: '', negocio: '', ...v }),
          ),
      ),
    );
  });
});

describe('errorDeTexto', () => {
  it('asks for a text when there is none', () => {
    expect(errorDeTexto('')).toBe('Escribe el mensaje.');
    expect(errorDeTexto('   \n ')).toBe('Escribe el mensaje.');
  });

  it('allows up to 300 characters after trimming, counting an emoji as one', () => {
    expect(errorDeTexto('a'.repeat(TEXTO_MAX))).toBeNull();
    expect(errorDeTexto(`  ${'a'.repeat(TEXTO_MAX)}  `)).toBeNull();
    expect(errorDeTexto('🌮'.repeat(TEXTO_MAX))).toBeNull();
    expect(errorDeTexto('a'.repeat(TEXTO_MAX + 1))).toBe(
      'El mensaje puede tener hasta 300 caracteres (tiene 301).',
    );
  });

  it('accepts every known placeholder and names an unknown one', () => {
    expect(errorDeTexto(MARCADORES.map((m) => `{${m.clave}}`).join(' '))).toBeNull();
    expect(errorDeTexto('Hola {Nombre}')).toMatch(
      /^No existe el dato \{Nombre\}\. Puedes usar \{nombre\}, /,
    );
    expect(errorDeTexto('Hola { nombre }')).toMatch(/\{ nombre \}/);
    expect(errorDeTexto('Sin marcadores, con llaves sueltas { y }')).toMatch(/\{ y \}/);
    expect(errorDeTexto('Una llave suelta { nada más')).toBeNull();
  });
});

describe('fueraDeSilencio', () => {
  // Mexico City is UTC−6 all year since 2022.
  it.each([
    ['20:59 stays', '2026-05-11T02:59:00Z', '2026-05-11T02:59:00.000Z'],
    ['20:59:59.999 stays', '2026-05-11T02:59:59.999Z', '2026-05-11T02:59:59.999Z'],
    ['21:00 waits for 09:00 the next day', '2026-05-11T03:00:00Z', '2026-05-11T15:00:00.000Z'],
    ['23:30 waits for 09:00 the next day', '2026-05-11T05:30:00Z', '2026-05-11T15:00:00.000Z'],
    ['00:00 waits for 09:00 the same day', '2026-05-11T06:00:00Z', '2026-05-11T15:00:00.000Z'],
    ['08:59 waits a minute', '2026-05-11T14:59:00Z', '2026-05-11T15:00:00.000Z'],
    ['09:00 stays', '2026-05-11T15:00:00Z', '2026-05-11T15:00:00.000Z'],
    [
      '21:00 on 31 December waits for 1 January',
      '2027-01-01T03:00:00Z',
      '2027-01-01T15:00:00.000Z',
    ],
  ])('Mexico City: %s', (_, entrada, salida) => {
    expect(iso(fueraDeSilencio(at(entrada), CDMX))).toBe(salida);
  });

  // Tijuana: PST (UTC−8) → PDT (UTC−7) at 02:00 on Sunday 8 March 2026, back at 02:00 on 1 November.
  it.each([
    ['Saturday 20:59 PST stays', '2026-03-08T04:59:00Z', '2026-03-08T04:59:00.000Z'],
    ['Saturday 21:00 PST → Sunday 09:00 PDT', '2026-03-08T05:00:00Z', '2026-03-08T16:00:00.000Z'],
    ['01:30 PST, before the jump → 09:00 PDT', '2026-03-08T09:30:00Z', '2026-03-08T16:00:00.000Z'],
    ['03:30 PDT, after the jump → 09:00 PDT', '2026-03-08T10:30:00Z', '2026-03-08T16:00:00.000Z'],
    ['Sunday 08:59 PDT waits a minute', '2026-03-08T15:59:00Z', '2026-03-08T16:00:00.000Z'],
    ['Sunday 09:00 PDT stays', '2026-03-08T16:00:00Z', '2026-03-08T16:00:00.000Z'],
    ['Sunday 20:59 PDT stays', '2026-03-09T03:59:00Z', '2026-03-09T03:59:00.000Z'],
    ['Sunday 21:00 PDT → Monday 09:00 PDT', '2026-03-09T04:00:00Z', '2026-03-09T16:00:00.000Z'],
    ['Saturday 21:00 PDT → Sunday 09:00 PST', '2026-11-01T04:00:00Z', '2026-11-01T17:00:00.000Z'],
    ['the first 01:30 (PDT) → 09:00 PST', '2026-11-01T08:30:00Z', '2026-11-01T17:00:00.000Z'],
    ['the second 01:30 (PST) → 09:00 PST', '2026-11-01T09:30:00Z', '2026-11-01T17:00:00.000Z'],
    ['Sunday 08:59 PST waits a minute', '2026-11-01T16:59:00Z', '2026-11-01T17:00:00.000Z'],
    ['Sunday 09:00 PST stays', '2026-11-01T17:00:00Z', '2026-11-01T17:00:00.000Z'],
    ['Sunday 20:59 PST stays', '2026-11-02T04:59:00Z', '2026-11-02T04:59:00.000Z'],
    ['Sunday 21:00 PST → Monday 09:00 PST', '2026-11-02T05:00:00Z', '2026-11-02T17:00:00.000Z'],
  ])('Tijuana: %s', (_, entrada, salida) => {
    expect(iso(fueraDeSilencio(at(entrada), TIJUANA))).toBe(salida);
  });

  it('is the earliest daytime instant at or after the given one, in any zone', () => {
    const zonas = [CDMX, TIJUANA, 'America/Cancun', 'America/New_York', 'Europe/Madrid', 'UTC'];
    fc.assert(
      fc.property(
        fc.date({ min: at('2020-01-01'), max: at('2035-12-31'), noInvalidDate: true }),
        fc.constantFrom(...zonas),
        (d, zona) => {
          const r = fueraDeSilencio(d, zona);
          if (r.getTime() < d.getTime() || enSilencio(r, zona)) return false;
          if (!enSilencio(d, zona)) return r.getTime() === d.getTime();
          // Held: 09:00:00 sharp, the first morning after, so never more than 12 h (+1 for DST).
          const p = partesLocales(r, zona);
          return (
            p.hora === 9 &&
            r.getTime() % 3_600_000 === 0 &&
            r.getTime() - d.getTime() <= 13 * 3_600_000 &&
            enSilencio(new Date(r.getTime() - 1), zona) &&
            fueraDeSilencio(r, zona).getTime() === r.getTime()
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('dentroDeLimites', () => {
  const ahora = at('2026-05-20T18:00:00Z');
  const antes = (horas: number) => new Date(ahora.getTime() - horas * 3_600_000);
  const despues = (horas: number) => new Date(ahora.getTime() + horas * 3_600_000);
  const de = (negocioId: string, en: Date) => ({ negocioId, en });

  it('has the caps of DOMAIN §12', () => {
    expect(LIMITES_MENSAJES).toEqual({ porNegocioDia: 1, porNegocioSemana: 2, totalDia: 3 });
  });

  it('allows the first message', () => {
    expect(dentroDeLimites([], 'a', ahora)).toBe(true);
  });

  it('allows one message a day per business, over a rolling 24 hours', () => {
    expect(dentroDeLimites([de('a', antes(23.99))], 'a', ahora)).toBe(false);
    expect(dentroDeLimites([de('a', antes(24))], 'a', ahora)).toBe(true);
    expect(dentroDeLimites([de('a', ahora)], 'a', ahora)).toBe(false);
    // Another business's message does not count against this one's daily cap.
    expect(dentroDeLimites([de('b', antes(1))], 'a', ahora)).toBe(true);
  });

  it('counts a message already scheduled for later (held for the morning)', () => {
    expect(dentroDeLimites([de('a', despues(10))], 'a', ahora)).toBe(false);
    expect(dentroDeLimites([de('a', despues(24))], 'a', ahora)).toBe(true);
  });

  it('allows two messages a week per business, over a rolling 7 days', () => {
    const dias = (n: number) => antes(24 * n);
    expect(dentroDeLimites([de('a', dias(2))], 'a', ahora)).toBe(true);
    expect(dentroDeLimites([de('a', dias(2)), de('a', dias(5))], 'a', ahora)).toBe(false);
    expect(dentroDeLimites([de('a', dias(2)), de('a', dias(6.99))], 'a', ahora)).toBe(false);
    expect(dentroDeLimites([de('a', dias(2)), de('a', dias(7))], 'a', ahora)).toBe(true);
    expect(dentroDeLimites([de('a', dias(2)), de('b', dias(5))], 'a', ahora)).toBe(true);
    // Six days either side never share a 7-day window with both; three days either side do.
    expect(dentroDeLimites([de('a', dias(6)), de('a', despues(24 * 6))], 'a', ahora)).toBe(true);
    expect(dentroDeLimites([de('a', dias(3)), de('a', despues(24 * 3))], 'a', ahora)).toBe(false);
  });

  it('allows three messages a day across all businesses', () => {
    const dos = [de('b', antes(2)), de('c', antes(20))];
    expect(dentroDeLimites(dos, 'a', ahora)).toBe(true);
    expect(dentroDeLimites([...dos, de('d', antes(23))], 'a', ahora)).toBe(false);
    expect(dentroDeLimites([...dos, de('d', antes(25))], 'a', ahora)).toBe(true);
    expect(dentroDeLimites([...dos, de('d', despues(3))], 'a', ahora)).toBe(false);
    // b at −20 h and d at +20 h are 40 h apart: no 24 hours hold all of them with this one.
    expect(
      dentroDeLimites([de('b', antes(20)), de('c', antes(20)), de('d', despues(20))], 'a', ahora),
    ).toBe(true);
  });

  it('never lets a rolling window exceed the caps when messages are added one by one', () => {
    // The fullest window of `ms` (of one business's messages, or all): it starts at a message.
    const ventana = (xs: { negocioId: string; en: Date }[], ms: number, negocio?: string) => {
      const ts = xs.filter((x) => !negocio || x.negocioId === negocio).map((x) => x.en.getTime());
      return Math.max(0, ...ts.map((t) => ts.filter((u) => u >= t && u < t + ms).length));
    };
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            negocioId: fc.constantFrom('a', 'b', 'c', 'd'),
            horas: fc.integer({ min: 0, max: 24 * 21 }),
          }),
          { maxLength: 60 },
        ),
        (intentos) => {
          const enviados: { negocioId: string; en: Date }[] = [];
          for (const { negocioId, horas } of intentos) {
            const en = new Date(Date.UTC(2026, 0, 1) + horas * 3_600_000);
            if (dentroDeLimites(enviados, negocioId, en)) enviados.push({ negocioId, en });
          }
          const DIA = 86_400_000;
          return (
            ventana(enviados, DIA) <= LIMITES_MENSAJES.totalDia &&
            ['a', 'b', 'c', 'd'].every(
              (n) =>
                ventana(enviados, DIA, n) <= LIMITES_MENSAJES.porNegocioDia &&
                ventana(enviados, 7 * DIA, n) <= LIMITES_MENSAJES.porNegocioSemana,
            )
          );
        },
      ),
    );
  });
});

describe('enGrupoControl', () => {
  const ids = fc.sample(fc.uuid(), { numRuns: 20_000, seed: 28 });

  it('holds out about 10 % of 20 000 random customers', () => {
    const share = ids.filter((id) => enGrupoControl('campana:primera', id)).length / ids.length;
    expect(FRACCION_CONTROL).toBe(0.1);
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.12);
  });

  it('holds out about 10 % of sequential ids too', () => {
    const seguidos = Array.from({ length: 20_000 }, (_, i) => `cliente-${i}`);
    const share = seguidos.filter((id) => enGrupoControl('auto:n1:bienvenida', id)).length / 20_000;
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.12);
  });

  it('is stable: the same answer for the same origin and customer', () => {
    fc.assert(
      fc.property(fc.string(), fc.uuid(), (origen, id) => {
        return enGrupoControl(origen, id) === enGrupoControl(origen, id);
      }),
    );
    // Pinned: a new hash would silently move customers between groups of running automations.
    expect([hash32('a'), hash32('campana:1:cliente-1')]).toEqual([444641715, 3741069934]);
  });

  it('draws each origin afresh: being held out of one says nothing about another', () => {
    const a = origenAutomatizacion('negocio-1', 'te_extranamos');
    const b = origenAutomatizacion('negocio-1', 'casi_subes');
    const c = origenCampana('c-7');
    expect(a).toBe('auto:negocio-1:te_extranamos');
    expect(c).toBe('campana:c-7');
    for (const [x, y] of [
      [a, b],
      [a, c],
      [b, c],
    ] as const) {
      const enX = ids.filter((id) => enGrupoControl(x, id));
      const enAmbos = enX.filter((id) => enGrupoControl(y, id)).length;
      // Independent: P(both) ≈ 1 %, P(y | x) ≈ 10 %.
      expect(enAmbos / ids.length).toBeGreaterThan(0.005);
      expect(enAmbos / ids.length).toBeLessThan(0.015);
      expect(enAmbos / enX.length).toBeGreaterThan(0.06);
      expect(enAmbos / enX.length).toBeLessThan(0.14);
    }
  });
});

describe('diasDeAusencia', () => {
  const dia = (n: number, hora = 14) => new Date(Date.UTC(2026, 0, 1 + n, hora));
  const cada = (dias: number, veces: number) =>
    Array.from({ length: veces }, (_, i) => dia(i * dias));

  it('waits 14 days for someone with no rhythm yet', () => {
    expect(RITMO_MINIMO_DIAS).toBe(14);
    expect(diasDeAusencia([])).toBe(14);
    expect(diasDeAusencia([dia(0)])).toBe(14);
    expect(diasDeAusencia([dia(0), dia(0, 15)])).toBe(14); // the same outing
  });

  it('waits twice the median gap, at least 14 days', () => {
    expect(diasDeAusencia(cada(1, 30))).toBe(14); // daily
    expect(diasDeAusencia(cada(7, 10))).toBe(14); // weekly
    expect(diasDeAusencia(cada(10, 6))).toBe(20);
    expect(diasDeAusencia(cada(30, 4))).toBe(60); // monthly
    expect(diasDeAusencia([dia(0), dia(30)])).toBe(60); // one gap is the rhythm
    expect(diasDeAusencia([dia(0), dia(5), dia(20)])).toBe(20); // gaps 5 and 15: median 10
  });

  it('looks at the median, so one long trip does not change the rhythm', () => {
    expect(diasDeAusencia([dia(0), dia(9), dia(18), dia(27), dia(100), dia(109)])).toBe(18);
  });

  it('rounds part days up, and does not count breakfast and lunch as two visits', () => {
    expect(diasDeAusencia([dia(0, 9), dia(7, 21), dia(15, 21)])).toBe(16); // 7.5 and 8 → 15.5
    expect(diasDeAusencia([dia(0, 9), dia(0, 14), dia(10, 9), dia(10, 14), dia(20, 9)])).toBe(20);
  });

  it('takes visits in any order, and is a whole number of days, 14 or more', () => {
    fc.assert(
      fc.property(
        fc.array(fc.date({ min: at('2024-01-01'), max: at('2026-12-31'), noInvalidDate: true }), {
          maxLength: 40,
        }),
        (visitas) => {
          const r = diasDeAusencia(visitas);
          return (
            Number.isInteger(r) &&
            r >= RITMO_MINIMO_DIAS &&
            r === diasDeAusencia([...visitas].reverse())
          );
        },
      ),
    );
  });
});

describe('clavePeriodo', () => {
  it('keys each automation by its period', () => {
    const ultimaVisita = at('2026-05-01T18:30:00Z');
    expect(clavePeriodo('bienvenida', {})).toBe('siempre');
    expect(clavePeriodo('casi_subes', { siguienteNivel: '3' })).toBe('3');
    expect(clavePeriodo('te_extranamos', { ultimaVisita })).toBe('2026-05-01T18:30:00.000Z');
    expect(clavePeriodo('temporada_termina', { temporadaId: 't-9' })).toBe('t-9');
    expect(clavePeriodo('nueva_oferta', { promocionId: 'p-2' })).toBe('p-2');
  });

  it('gives a new key after a new visit, so Te extrañamos goes once per absence', () => {
    const a = clavePeriodo('te_extranamos', { ultimaVisita: at('2026-05-01T18:30:00Z') });
    const b = clavePeriodo('te_extranamos', { ultimaVisita: at('2026-06-20T18:30:00Z') });
    expect(a).not.toBe(b);
  });

  it('refuses a key without the datum it needs', () => {
    expect(() => clavePeriodo('casi_subes', {})).toThrow(/siguienteNivel/);
    expect(() => clavePeriodo('te_extranamos', {})).toThrow(/ultimaVisita/);
    expect(() => clavePeriodo('temporada_termina', {})).toThrow(/temporadaId/);
    expect(() => clavePeriodo('nueva_oferta', {})).toThrow(/promocionId/);
  });
});

describe('elegirCanal', () => {
  it('prefers the wallet pass, then Web Push, then email', () => {
    const t = (tienePase: boolean, tienePush: boolean, tieneCorreo: boolean) =>
      elegirCanal({ tienePase, tienePush, tieneCorreo });
    expect(t(true, true, true)).toBe('cartera');
    expect(t(true, false, false)).toBe('cartera');
    expect(t(false, true, true)).toBe('push');
    expect(t(false, false, true)).toBe('correo');
    expect(t(false, false, false)).toBeNull();
  });
});

describe('wilson', () => {
  // Newcombe, "Two-sided confidence intervals for the single proportion", Stat Med 1998, method 3.
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i → (%f, %f)', (x, n, bajo, alto) => {
    const r = wilson(x, n);
    expect(r.bajo).toBeCloseTo(bajo, 4);
    expect(r.alto).toBeCloseTo(alto, 4);
  });

  it('knows nothing of an empty group, and refuses impossible counts', () => {
    expect(wilson(0, 0)).toEqual({ bajo: 0, alto: 1 });
    expect(() => wilson(5, 4)).toThrow(RangeError);
    expect(() => wilson(-1, 4)).toThrow(RangeError);
    expect(() => wilson(1.5, 4)).toThrow(RangeError);
  });

  it('contains the proportion and stays within [0, 1]', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 100_000 })
          .chain((n) => fc.tuple(fc.integer({ min: 0, max: n }), fc.constant(n))),
        ([x, n]) => {
          const { bajo, alto } = wilson(x, n);
          return 0 <= bajo && bajo <= x / n && x / n <= alto && alto <= 1;
        },
      ),
    );
  });
});

describe('intervaloDiferencia (Newcombe method 10)', () => {
  // Newcombe, "Interval estimation for the difference between independent proportions", Stat Med
  // 1998, Table II, method 10 (hybrid score), the eight published examples.
  it.each([
    [56, 70, 48, 80, 0.0524, 0.3339],
    [9, 10, 3, 10, 0.1705, 0.809],
    [6, 7, 2, 7, 0.0582, 0.8062],
    [5, 56, 0, 29, -0.0381, 0.1926],
    [0, 10, 0, 20, -0.1611, 0.2775],
    [0, 10, 0, 10, -0.2775, 0.2775],
    [10, 10, 0, 20, 0.6791, 1],
    [10, 10, 0, 10, 0.6075, 1],
  ])('%i/%i − %i/%i → (%f, %f)', (x1, n1, x2, n2, bajo, alto) => {
    const r = intervaloDiferencia({ exitos: x1, n: n1 }, { exitos: x2, n: n2 });
    expect(r.bajo).toBeCloseTo(bajo, 4);
    expect(r.alto).toBeCloseTo(alto, 4);
  });
});

describe('compararGrupos', () => {
  it('gives each rate, the difference and its 95 % interval', () => {
    const r = compararGrupos({ n: 70, regresaron: 56 }, { n: 80, regresaron: 48 });
    expect(r.tasaMensaje).toBeCloseTo(0.8, 12);
    expect(r.tasaControl).toBeCloseTo(0.6, 12);
    expect(r.diferencia).toBeCloseTo(0.2, 12);
    expect(r.ic95!.bajo).toBeCloseTo(0.0524, 4);
    expect(r.ic95!.alto).toBeCloseTo(0.3339, 4);
    expect(r.suficiente).toBe(true);
  });

  it('is not enough while either group has fewer than 20 customers, yet still computed', () => {
    expect(MINIMO_POR_GRUPO).toBe(20);
    const pocos = compararGrupos({ n: 180, regresaron: 60 }, { n: 19, regresaron: 5 });
    expect(pocos.suficiente).toBe(false);
    expect(pocos.ic95).not.toBeNull();
    expect(compararGrupos({ n: 19, regresaron: 5 }, { n: 20, regresaron: 5 }).suficiente).toBe(
      false,
    );
    expect(compararGrupos({ n: 20, regresaron: 5 }, { n: 20, regresaron: 5 }).suficiente).toBe(
      true,
    );
  });

  it('has no rate for an empty group', () => {
    expect(compararGrupos({ n: 0, regresaron: 0 }, { n: 0, regresaron: 0 })).toEqual({
      tasaMensaje: null,
      tasaControl: null,
      diferencia: null,
      ic95: null,
      suficiente: false,
    });
    const r = compararGrupos({ n: 30, regresaron: 9 }, { n: 0, regresaron: 0 });
    expect(r.tasaMensaje).toBeCloseTo(0.3, 12);
    expect(r.tasaControl).toBeNull();
    expect(r.diferencia).toBeNull();
    expect(r.ic95).toBeNull();
  });

  it('refuses impossible counts', () => {
    expect(() => compararGrupos({ n: 10, regresaron: 11 }, { n: 10, regresaron: 1 })).toThrow(
      RangeError,
    );
  });

  it('its interval contains the difference and stays within [−1, 1]', () => {
    const grupo = fc
      .integer({ min: 1, max: 5000 })
      .chain((n) => fc.record({ n: fc.constant(n), regresaron: fc.integer({ min: 0, max: n }) }));
    fc.assert(
      fc.property(grupo, grupo, (m, c) => {
        const r = compararGrupos(m, c);
        const { bajo, alto } = r.ic95!;
        return -1 <= bajo && bajo <= r.diferencia! && r.diferencia! <= alto && alto <= 1;
      }),
      { numRuns: 1000 },
    );
  });
});
