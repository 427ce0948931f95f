import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { decodeQp } from '../../apps/api/src/test/smtp-sink.ts';

// Reads what the SMTP sink of global-setup.ts caught: the journeys take codes from real mail.

export interface CaughtMail {
  to: string;
  body: string;
}

function readAll(): CaughtMail[] {
  const dir = inject('mailDir');
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => {
      const raw = fs.readFileSync(path.join(dir, f), 'latin1');
      return { to: raw.match(/^X-Sink-To: (.*)$/m)?.[1]?.trim() ?? '', body: decodeQp(raw) };
    });
}

/** Waits for the newest mail to `to` whose body matches, and returns its 6-digit code. */
export async function waitForCode(to: string, match: RegExp, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readAll()
      .reverse()
      .find((m) => m.to === to && match.test(m.body));
    const code = mail?.body.match(/\n {4}(\d{6})\r?\n/)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No llegó un correo a ${to} que diga ${match}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** How many mails `to` has received so far. */
export const mailCount = (to: string) => readAll().filter((m) => m.to === to).length;

/** Waits for the newest mail to `to` whose body matches `pattern`, and returns the match. */
export async function waitForMatch(
  to: string,
  pattern: RegExp,
  timeoutMs = 10_000,
): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = readAll()
      .reverse()
      .filter((m) => m.to === to)
      .map((m) => m.body.match(pattern))
      .find(Boolean);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`No llegó un correo a ${to} con ${pattern}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
