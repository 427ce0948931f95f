import { smtpMailer } from '../modules/mail/mailer.ts';
import type { DespachoDeps } from '../modules/mensajes/despacho.service.ts';
import { webPushDe } from '../modules/mensajes/vapid.ts';
import { PUBLIC_URL_PRUEBA } from './cartera.ts';
import type { SmtpSink } from './smtp-sink.ts';
import type { TestApp } from './test-app.ts';

/**
 * The avisos' sender as the scheduler runs it, on a test app whose PUBLIC_URL is
 * PUBLIC_URL_PRUEBA: mail to the SMTP sink, Web Push with the app's own keys, no phone wallets.
 * Close its mailer in afterAll.
 */
export const despachoDePrueba = (t: TestApp, sink: SmtpSink): DespachoDeps => ({
  db: t.database.db,
  log: t.app.log,
  mailer: smtpMailer(`smtp://127.0.0.1:${sink.port}`, 'Tarjeto <avisos@tarjeto.test>'),
  publicUrl: PUBLIC_URL_PRUEBA,
  webPush: webPushDe(t.database.db, {}, 'mailto:avisos@tarjeto.test').cliente,
  carteras: { google: false, apple: false },
});
