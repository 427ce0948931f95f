import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQp, header, startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { smtpMailer } from './mailer.ts';
import { resetMail, verificationMail } from './templates.ts';

// Mail tested once for real: nodemailer talking SMTP to a local sink started here.

describe('SMTP mailer', () => {
  let sink: SmtpSink;
  let port: number;
  let received: SmtpSink['received'];

  beforeAll(async () => {
    sink = await startSmtpSink();
    ({ port, received } = sink);
  });
  afterAll(() => sink.close());

  it('delivers the Spanish verification mail with its code, as HTML and text', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Tarjeto <no-responder@tarjeto.mx>');
    await mailer.send(verificationMail('ana@example.mx', '482913'));
    mailer.close();
    expect(received.at(-1)?.to).toBe('ana@example.mx');
    const raw = received.at(-1)!.raw;
    expect(header(raw, 'Subject')).toBe('482913 es tu código de verificación de Tarjeto');
    expect(header(raw, 'From')).toContain('no-responder@tarjeto.mx');
    expect(raw).toMatch(/Content-Type: text\/plain/i);
    expect(raw).toMatch(/Content-Type: text\/html/i);
    const body = decodeQp(raw);
    expect(body).toContain('Usa este código de 6 dígitos');
    expect(body).toContain('Verifica tu correo');
    expect(body.match(/482913/g)!.length).toBeGreaterThanOrEqual(3);
  });

  it('fails loudly when the server is unreachable', async () => {
    const mailer = smtpMailer('smtp://127.0.0.1:1', 'Tarjeto <no-responder@tarjeto.mx>');
    await expect(mailer.send(resetMail('ana@example.mx', '111111', null))).rejects.toThrow();
    mailer.close();
  });
});
