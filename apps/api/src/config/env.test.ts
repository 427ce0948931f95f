import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', CAPTCHA: 'on', SEED_DEMO: 'auto' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('reports one readable line per bad key', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', CAPTCHA: 'quizas', SMTP_URL: 'http://x' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    const lines = (error as EnvError).lines;
    expect(lines).toHaveLength(4);
    expect(lines.find((l) => l.includes('DATABASE_URL'))).toContain('postgres://');
    expect(lines.find((l) => l.includes('PORT'))).toContain('recibido: "abc"');
  });

  it('accepts a PostgreSQL URL', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/test';
    expect(loadEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
  });
});
