import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on loopback that keeps what it receives: the mail path tested for real,
// nodemailer speaking SMTP to it. Stop it and start it again on the same port to play an outage.

export interface SmtpSink {
  port: number;
  received: Array<{ to: string; raw: string }>;
  close(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: SmtpSink['received'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of the sender (loopback): each connection would wait on the resolver.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('latin1')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo[0]!.address, raw });
        callback();
      });
    },
  });
  // A client that dies mid-session (a server killed with SIGKILL) resets its connection: the
  // sink carries on, as a mail server would.
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') throw err;
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft breaks and escapes, enough to read the message's words. */
export const decodeQp = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) back to text. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQp(text.replace(/_/g, ' ')),
    );

/** A header of a raw message, unfolded and decoded. */
export const header = (raw: string, name: string) => {
  // A long value may be folded right after the colon ('List-Unsubscribe:' CRLF ' <https://…>').
  const m = raw.match(new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'mi'));
  return m ? decodeWords(m[1]!.replace(/\r?\n[ \t]/g, ' ').trim()) : undefined;
};

/** The 6-digit code of the newest mail to `to`, waiting up to `timeoutMs` for it to arrive. */
export async function esperarCodigo(sink: SmtpSink, to: string, timeoutMs = 10_000) {
  const hasta = Date.now() + timeoutMs;
  for (;;) {
    const correo = sink.received.findLast((m) => m.to === to);
    const code = correo && decodeQp(correo.raw).match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > hasta) throw new Error(`No llegó un código a ${to}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
