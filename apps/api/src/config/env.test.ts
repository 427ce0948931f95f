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

describe('CORS_ORIGINS', () => {
  it('is empty by default and reads a comma-separated list of origins', () => {
    expect(loadEnv({}).CORS_ORIGINS).toEqual([]);
    expect(
      loadEnv({ CORS_ORIGINS: ' http://localhost:5999, https://app.tarjeto.mx ' }).CORS_ORIGINS,
    ).toEqual(['http://localhost:5999', 'https://app.tarjeto.mx']);
  });

  it('refuses anything that is not an origin as a browser writes it, naming the entry', () => {
    for (const bad of [
      'localhost:5999',
      'http://localhost:5999/',
      'https://app.tarjeto.mx/panel',
      'ftp://app.tarjeto.mx',
      '*',
      'null',
      'https://HOST.mx',
      'https://app.tarjeto.mx:443',
      'http://user@app.tarjeto.mx',
    ]) {
      let error: unknown;
      try {
        loadEnv({ CORS_ORIGINS: `http://localhost:5999,${bad}` });
      } catch (err) {
        error = err;
      }
      expect(error, bad).toBeInstanceOf(EnvError);
      const lines = (error as EnvError).lines;
      expect(lines, bad).toHaveLength(1);
      expect(lines[0], bad).toMatch(/^ {2}CORS_ORIGINS: "/);
      expect(lines[0], bad).toContain(`"${bad}" no es un origen`);
    }
  });
});
