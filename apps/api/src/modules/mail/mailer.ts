import nodemailer from 'nodemailer';

// Outgoing mail. With SMTP_URL it goes through nodemailer; without, each mail is printed to the
// log and kept in a small development outbox (GET /api/dev/outbox, never in production).
// Never send mail inside a database transaction: SMTP is slow, and PGlite waits for nobody.

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
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
