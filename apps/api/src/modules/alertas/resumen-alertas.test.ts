import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { partesLocales } from '@tarjeto/shared';
import { resumenesAlertas, visitas } from '../../db/schema/index.ts';
import { devMailer, type Mailer } from '../mail/mailer.ts';
import { cliente, filaDeCliente, negocioEnCentro } from '../../test/fixtures.ts';
import { testAppForFile } from '../../test/test-app.ts';
import { registrarAlertas } from './alertas.service.ts';
import { enviarResumenesAlertas, HORA_DEL_RESUMEN } from './resumen-alertas.service.ts';
import { evaluarAlertas } from './revision.service.ts';

// The owner's daily digest of alerts (DOMAIN §10): the morning after a day with alerts, one mail
// with that day's alerts; nothing on a day without; once, however many instances ask.

const t = testAppForFile();

const db = () => t.database.db;
const ZONA = 'America/Mexico_City';
/** A Mexico City wall-clock time (UTC−6 all year). 2026-04-14 is a Tuesday. */
const mx = (local: string) => new Date(`${local}:00-06:00`);
const errores: unknown[] = [];
const mailer = devMailer(() => {});
const deps = (m: Mailer = mailer) => ({
  mailer: m,
  publicUrl: 'https://tarjeto.example',
  log: { error: (obj: object) => errores.push(obj) },
});
const mailsA = (email: string) => (mailer.outbox() ?? []).filter((m) => m.to === email);
const resumenes = (negocioId: string) =>
  db().select().from(resumenesAlertas).where(eq(resumenesAlertas.negocioId, negocioId));

async function negocioCon(nombre: string) {
  const horario = [0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, apertura: '08:00', cierre: '20:00' }));
  const { neg, nexo, negocioId } = await negocioEnCentro(t, nombre, horario);
  return {
    ...neg,
    ...nexo,
    negocioId,
    negocio: { id: negocioId, zonaHoraria: ZONA, horario: [] },
  };
}

/** 16 walk-ins in 8 minutes from the device from `desde`: a burst the job flags. */
async function rafaga(n: Awaited<ReturnType<typeof negocioCon>>, desde: Date) {
  for (let k = 0; k < 16; k++) {
    const at = new Date(desde.getTime() + k * 30_000);
    const local = partesLocales(at, ZONA);
    await db().insert(visitas).values({
      negocioId: n.negocioId,
      establecimientoId: n.establecimientoID,
      nexoId: n.nexoId,
      anonima: true,
      fecha: at,
      recibidaAt: at,
      fechaLocal: local.fecha,
      horaLocal: local.hora,
      diaSemana: local.diaSemana,
    });
  }
  await evaluarAlertas(db(), n.negocio, new Date(desde.getTime() + 10 * 60_000));
}

describe('the daily digest of alerts', () => {
  it('goes to the owner once, the morning after a day with alerts, listing them by time', async () => {
    const n = await negocioCon('Tacos Con Resumen');
    const ana = await cliente(t, 'Ana García');
    const anaRow = await filaDeCliente(t, ana.email);
    // Tuesday: a burst of walk-ins at 13:00, and an alert naming Ana at 19:30.
    await rafaga(n, mx('2026-04-14T13:00'));
    await registrarAlertas(
      db(),
      n.negocioId,
      [
        {
          accion: 'alerta.canje_sin_escaneo',
          clave: 'canje_sin_escaneo:prueba-resumen',
          texto:
            'Canje de «Café de olla gratis» para {cliente} sin escanearlo antes, en el panel a las 19:30',
          nexoId: null,
          miembroId: null,
          clienteId: anaRow.id,
        },
      ],
      mx('2026-04-14T19:30'),
    );
    // Wednesday before eight: not yet. Nor is Tuesday's digest sent on Tuesday.
    expect(await enviarResumenesAlertas(db(), deps(), mx('2026-04-14T23:55'))).toBe(0);
    expect(HORA_DEL_RESUMEN).toBe(8);
    expect(await enviarResumenesAlertas(db(), deps(), mx('2026-04-15T07:55'))).toBe(0);
    expect(mailsA(n.email)).toEqual([]);

    // From eight, by two instances at once: one mail.
    const enviados = await Promise.all([
      enviarResumenesAlertas(db(), deps(), mx('2026-04-15T08:00')),
      enviarResumenesAlertas(db(), deps(), mx('2026-04-15T08:00')),
    ]);
    expect(enviados.reduce((a, b) => a + b)).toBe(1);
    const [mail, ...otros] = mailsA(n.email);
    expect(otros).toEqual([]);
    expect(mail!.subject).toBe('2 alertas en Tacos Con Resumen el martes 14 de abril');
    expect(mail!.text).toContain(
      '- 13:10 · 16 visitas anónimas en 8 minutos desde Caja 1 (Centro), 13:00–13:07',
    );
    expect(mail!.text).toContain(
      '- 19:30 · Canje de «Café de olla gratis» para Ana G. sin escanearlo antes, en el panel a las 19:30',
    );
    expect(mail!.text).toContain(
      'https://tarjeto.example/negocio-dashboard/ajustes/actividad?tipo=alertas',
    );
    expect(mail!.html).toContain('<li style="margin:0 0 8px">19:30 · Canje de «Café de olla');
    expect(mail!.text).not.toContain('{cliente}');
    expect(await resumenes(n.negocioId)).toMatchObject([{ fecha: '2026-04-14' }]);

    // Later that morning, and the next ticks: nothing more.
    expect(await enviarResumenesAlertas(db(), deps(), mx('2026-04-15T08:05'))).toBe(0);
    expect(await enviarResumenesAlertas(db(), deps(), mx('2026-04-15T21:00'))).toBe(0);
    expect(mailsA(n.email)).toHaveLength(1);
  });

  it('sends nothing after a day without alerts, and a day goes in the next morning’s mail', async () => {
    const n = await negocioCon('Café Sin Alertas');
    // Thursday: nothing looked wrong.
    expect(await enviarResumenesAlertas(db(), deps(), mx('2026-04-17T09:00'))).toBe(0);
    expect(await resumenes(n.negocioId)).toEqual([]);
    // Friday morning at 07:30 a burst: not in Friday's 08:00 digest (that is Thursday's: none).
    await rafaga(n, mx('2026-04-17T07:30'));
    await enviarResumenesAlertas(db(), deps(), mx('2026-04-17T08:00'));
    expect(mailsA(n.email)).toEqual([]);
    // Saturday at eight: Friday's.
    await enviarResumenesAlertas(db(), deps(), mx('2026-04-18T08:00'));
    expect(mailsA(n.email).map((m) => m.subject)).toEqual([
      '1 alerta en Café Sin Alertas el viernes 17 de abril',
    ]);
    expect(
      await db()
        .select()
        .from(resumenesAlertas)
        .where(
          and(
            eq(resumenesAlertas.negocioId, n.negocioId),
            eq(resumenesAlertas.fecha, '2026-04-17'),
          ),
        ),
    ).toHaveLength(1);
  });

  it('logs a mail that cannot leave, and does not send that day twice', async () => {
    const n = await negocioCon('Fonda Sin Correo');
    await rafaga(n, mx('2026-04-20T12:00'));
    const roto: Mailer = {
      send: async () => {
        throw new Error('SMTP caído');
      },
      outbox: () => null,
      close: () => {},
    };
    errores.length = 0;
    expect(await enviarResumenesAlertas(db(), deps(roto), mx('2026-04-21T08:00'))).toBe(0);
    expect(errores).toMatchObject([{ negocioId: n.negocioId }]);
    expect(await enviarResumenesAlertas(db(), deps(), mx('2026-04-21T08:05'))).toBe(0);
    expect(mailsA(n.email)).toEqual([]);
  });
});
