import nodemailer from 'nodemailer';

// Outgoing mail. With SMTP_URL it goes through nodemailer. Without it, a development server prints
// each mail to its own console and keeps it in a small outbox that only the machine itself can
// read (GET /api/dev/outbox); a production server sends nothing and never writes a mail's content
// anywhere — the operator is told at start. Never send mail inside a database transaction: SMTP is
// slow, and PGlite waits for nobody.

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
  /** A stable Message-ID: the same message sent twice is one message to the mailbox. */
  messageId?: string;
}

export interface OutboxEntry extends Mail {
  sentAt: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** The development outbox, newest first; null when mail really leaves the server. */
  outbox(): OutboxEntry[] | null;
  close(): void;
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    outbox: () => null,
    close: () => transport.close(),
  };
}

export class MailNotConfiguredError extends Error {
  constructor() {
    super('SMTP_URL no está configurado: el correo no se envió');
    this.name = 'MailNotConfiguredError';
  }
}

/** Production without SMTP_URL: every send fails (the caller tells the user), nothing is kept. */
export function unconfiguredMailer(): Mailer {
  return {
    async send() {
      throw new MailNotConfiguredError();
    },
    outbox: () => null,
    close: () => {},
  };
}

export const MAIL_NOT_CONFIGURED_WARNING =
  'SMTP_URL no está configurado: en producción Tarjeto no envía correos, así que nadie recibirá ' +
  'sus códigos de verificación ni de restablecimiento. Configura SMTP_URL (smtp://usuario:clave@servidor:587).';

const OUTBOX_SIZE = 50;

export function devMailer(log: (line: string) => void): Mailer {
  const entries: OutboxEntry[] = [];
  return {
    async send(mail) {
      entries.unshift({ ...mail, sentAt: new Date().toISOString() });
      entries.length = Math.min(entries.length, OUTBOX_SIZE);
      log(`[correo] Para: ${mail.to} · ${mail.subject}\n${mail.text}`);
    },
    outbox: () => entries,
    close: () => {},
  };
}
