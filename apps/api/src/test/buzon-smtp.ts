import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on a loopback port that keeps every message it is given, for the tests
// that check mail as it travels: nodemailer's own SMTP, or a server process told SMTP_URL.

/** Undoes quoted-printable soft breaks and escapes, enough to read the message's words. */
export const decodeQp = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

export interface CorreoRecibido {
  to: string;
  raw: string;
}

export interface BuzonSmtp {
  port: number;
  url: string;
  recibidos: CorreoRecibido[];
  /** The 6-digit code of the newest mail to `to`, waiting for it to arrive. */
  codigo(to: string, timeoutMs?: number): Promise<string>;
  cerrar(): Promise<void>;
}

export async function abrirBuzonSmtp(): Promise<BuzonSmtp> {
  const recibidos: CorreoRecibido[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('latin1')));
      stream.on('end', () => {
        recibidos.push({ to: session.envelope.rcptTo[0]!.address, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    recibidos,
    async codigo(to, timeoutMs = 10_000) {
      const hasta = Date.now() + timeoutMs;
      for (;;) {
        const correo = recibidos.findLast((m) => m.to === to);
        const code = correo && decodeQp(correo.raw).match(/\b(\d{6})\b/)?.[1];
        if (code) return code;
        if (Date.now() > hasta) throw new Error(`No llegó un código a ${to}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    cerrar: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
