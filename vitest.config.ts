import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import pg from 'pg';

// One test run for the whole repo (npm test): pure rules, web components, the API against PGlite
// and against the PostgreSQL server when one answers, and browser journeys in Chromium.

export const TEST_PG_URL =
  process.env.TEST_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The files that take longest, which start first wherever they are in the run: Vitest orders by the
 * last run's durations when it has them (not on a fresh clone: there it runs larger files first,
 * project by project), and one of these starting last would be the run's tail.
 */
const LENTOS = [
  'apps/api/src/seguridad/avisos-caida.test.ts',
  'apps/api/src/demo/seed.test.ts',
  'apps/api/src/modules/mensajes/automatizaciones.test.ts',
  'apps/api/src/openapi/openapi.test.ts',
  'apps/api/src/seguridad/fuzz.test.ts',
  'apps/api/src/plugins/security.test.ts',
  'apps/api/src/modules/pases/google.test.ts',
];

class LentosPrimero extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const orden = await super.sort(files);
    const lugar = (f: TestSpecification) => {
      const i = LENTOS.findIndex((l) => f.moduleId.endsWith(l));
      return i === -1 ? LENTOS.length : i;
    };
    return orden
      .map((f, i) => ({ f, i }))
      .sort((a, b) => lugar(a.f) - lugar(b.f) || a.i - b.i)
      .map((x) => x.f);
  }
}

export default defineConfig(async () => {
  const pgUp = await postgresReachable(TEST_PG_URL);
  if (!pgUp) {
    const msg = `PostgreSQL no responde en ${TEST_PG_URL.replace(/:[^:@/]+@/, ':***@')}: se omiten las pruebas de integración en PostgreSQL.`;
    if (process.env.CI) throw new Error(`${msg} En CI son obligatorias.`);
    console.warn(msg);
  }
  const apiProject = (db: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
    extends: true,
    test: {
      name: `api-${db}`,
      include: ['apps/api/src/**/*.test.ts'],
      environment: 'node',
      env: { TEST_DB: db, TEST_PG_URL },
      globalSetup: ['apps/api/src/test/global-setup.ts'],
      // A worker's files share its modules: each file builds its own app on its own database, and
      // nothing of a test lives in module state, so the API's modules are loaded once per worker
      // rather than once per file (a third of the API tests' CPU).
      isolate: false,
      // A hang's safety net, not a speed check: on a loaded two-core machine (the journeys, other
      // files and PostgreSQL sharing it) files that spawn processes or sign up dozens of people
      // have taken over 30 s.
      testTimeout: 90_000,
      hookTimeout: 120_000,
    },
  });
  return {
    test: {
      sequence: { sequencer: LentosPrimero },
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: ['packages/shared/src/**/*.test.ts'],
            environment: 'node',
          },
        },
        {
          extends: true,
          test: {
            name: 'web',
            include: ['apps/web/src/**/*.test.{ts,tsx}'],
            environment: 'jsdom',
            setupFiles: ['apps/web/src/test/setup.ts'],
            // A whole screen rendered in jsdom (the creation form, the wizard) can take seconds
            // when the two cores are busy; a slow render is not a failure.
            testTimeout: 20_000,
          },
        },
        apiProject('pglite'),
        ...(pgUp ? [apiProject('postgres')] : []),
        {
          extends: true,
          test: {
            name: 'e2e',
            include: ['e2e/**/*.spec.ts'],
            environment: 'node',
            globalSetup: ['e2e/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            fileParallelism: false,
          },
        },
      ],
    },
  };
});
