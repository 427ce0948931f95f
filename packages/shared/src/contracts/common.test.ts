import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_INVALIDO, EMAIL_REQUERIDO, emailSchema } from './common.ts';

const firstMessage = (value: unknown) => emailSchema.safeParse(value).error?.issues[0]?.message;

describe('emailSchema (SPEC §5 messages)', () => {
  it('trims and lowercases a valid address', () => {
    expect(emailSchema.parse('  Ana.Lopez@Correo.MX ')).toBe('ana.lopez@correo.mx');
  });

  it('says "requerido" for nothing and "inválido" for a wrong shape', () => {
    expect(firstMessage('')).toBe(EMAIL_REQUERIDO);
    expect(firstMessage('   ')).toBe(EMAIL_REQUERIDO);
    expect(firstMessage(undefined)).toBe(EMAIL_REQUERIDO);
    expect(firstMessage('ana')).toBe(EMAIL_INVALIDO);
    expect(firstMessage('ana@')).toBe(EMAIL_INVALIDO);
    expect(firstMessage(`${'a'.repeat(250)}@x.mx`)).toBe(EMAIL_INVALIDO);
  });

  it('accepts generated addresses and never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const r = emailSchema.safeParse(email);
        return !r.success || r.data === email.trim().toLowerCase();
      }),
    );
    fc.assert(
      fc.property(fc.anything(), (v) => typeof emailSchema.safeParse(v).success === 'boolean'),
    );
  });
});
