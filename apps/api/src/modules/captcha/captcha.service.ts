import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { captchaUsados } from '../../db/schema/index.ts';
import { getOrCreateSecret } from '../../lib/secrets.ts';

// Self-hosted proof-of-work captcha (ALTCHA, DOMAIN §2): no third party sees our visitors. The
// challenge is signed with a secret kept in the database; a solved payload is accepted once.

const CHALLENGE_TTL_MS = 10 * 60 * 1000;
// SHA-256 with 20–60 thousand tries: well under a second on a cheap phone, costly in bulk.
const MIN_COUNTER = 20_000;
const MAX_COUNTER = 60_000;

const secrets = async (db: Db) => ({
  hmacSignatureSecret: await getOrCreateSecret(db, 'captcha-firma'),
  hmacKeySignatureSecret: await getOrCreateSecret(db, 'captcha-clave'),
});

export async function newCaptchaChallenge(db: Db): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(MIN_COUNTER, MAX_COUNTER),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    ...(await secrets(db)),
  });
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string().min(8).max(200),
        salt: z.string(),
        cost: z.number(),
      })
      .loose(),
    signature: z.string().optional(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(1000) }).loose(),
});

/** True once per solved challenge: a replayed payload, a forged one or an expired one is false. */
export async function verifyCaptcha(db: Db, payload: string | undefined): Promise<boolean> {
  if (!payload) return false;
  let parsed: z.infer<typeof payloadSchema>;
  try {
    parsed = payloadSchema.parse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
  } catch {
    return false;
  }
  let verified = false;
  try {
    const result = await verifySolution({
      challenge: parsed.challenge as unknown as Challenge,
      solution: parsed.solution,
      deriveKey,
      ...(await secrets(db)),
    });
    verified = result.verified;
  } catch {
    verified = false;
  }
  if (!verified) return false;
  const now = new Date();
  await db.delete(captchaUsados).where(lt(captchaUsados.expiresAt, now));
  const inserted = await db
    .insert(captchaUsados)
    .values({
      firma: parsed.challenge.parameters.nonce,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    })
    .onConflictDoNothing({ target: captchaUsados.firma })
    .returning({ firma: captchaUsados.firma });
  return inserted.length === 1;
}
