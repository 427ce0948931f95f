import { hash, verify } from '@node-rs/argon2';

// Argon2id with the parameters of DOMAIN §2 (≥ 19 MiB, 2 passes, 1 lane). Hashing takes ≈ 9 ms;
// never call it inside a database transaction (PGlite serializes everything behind it).

const OPTIONS = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};
