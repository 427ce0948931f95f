import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILAS } from '../seguridad/rutas-api.ts';
import { testAppForFile } from '../test/test-app.ts';

// Issue 26 A8: /api/docs/json is a document a generator can use. It lints clean under Redocly's
// recommended rules (redocly.yaml; the few exceptions, each with its reason, in
// .redocly.lint-ignore.yaml), every operation says who may call it, and the types
// openapi-typescript generates from it type-check against what the web app and tools/nexo-sim
// send and read (tools/openapi-tipos/contrato.ts). docs/api.md § The OpenAPI document.
// The document does not depend on the database: this runs in the PGlite project only (both
// projects would write the same files at once).

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const salida = path.join(root, '.test-artifacts/openapi');
const DOC = path.join(salida, 'tarjeto.json');
const TIPOS = path.join(salida, 'tarjeto-api.d.ts');
const REDOCLY = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
const TSC = path.join(root, 'node_modules/typescript/bin/tsc');

type Operacion = { operationId?: string; security?: Array<Record<string, string[]>> };
type Documento = { paths: Record<string, Record<string, Operacion>> };

/** Runs a command, answering its output and exit code instead of throwing on a non-zero one. */
async function ejecutar(cmd: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(cmd, args, {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
      // Redocly CLI: no usage report, no update check over the network.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

const escribirTipos = async (doc: unknown, destino: string) =>
  fs.writeFileSync(destino, astToString(await openapiTS(doc as never)));

describe.skipIf(process.env.TEST_DB === 'postgres')('the OpenAPI document', () => {
  const t = testAppForFile();
  let doc: Documento;
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
    fs.mkdirSync(salida, { recursive: true });
    fs.writeFileSync(DOC, JSON.stringify(doc, null, 2));
  });

  it("lints clean under Redocly's recommended rules, with only the listed exceptions", async () => {
    const res = await ejecutar(process.execPath, [REDOCLY, 'lint', 'tarjeto', '--format=json']);
    const informe = JSON.parse(res.stdout) as {
      totals: { errors: number; warnings: number; ignored: number };
      problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }>;
    };
    const problemas = informe.problems.map(
      (p) => `${p.ruleId}: ${p.message} (${p.location.map((l) => l.pointer).join(', ')})`,
    );
    expect(problemas).toEqual([]);
    expect(informe.totals).toMatchObject({ errors: 0, warnings: 0 });
    // Every exception of .redocly.lint-ignore.yaml is still needed: one that no longer applies
    // (a fixed path, a new 4xx) must leave the list.
    const excepciones = fs
      .readFileSync(path.join(root, '.redocly.lint-ignore.yaml'), 'utf8')
      .split('\n')
      .filter((l) => /^\s+- '#\//.test(l)).length;
    expect(informe.totals.ignored).toBe(excepciones);
    expect(res.code).toBe(0);
  }, 60_000);

  it('names every operation once and says who may call it, as the authorization matrix does', () => {
    const ids = new Set<string>();
    const operaciones = new Map<string, Operacion>();
    for (const [ruta, item] of Object.entries(doc.paths)) {
      for (const [metodo, op] of Object.entries(item)) {
        expect(op.operationId, `${metodo} ${ruta}`).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
        expect(ids.has(op.operationId!), op.operationId).toBe(false);
        ids.add(op.operationId!);
        expect(op.security, `${metodo} ${ruta}`).toBeDefined();
        operaciones.set(`${metodo.toUpperCase()} ${ruta}`, op);
      }
    }
    expect(ids.size).toBeGreaterThan(80);
    expect(doc.paths['/api/promocion/stats/{publicID}']?.get?.operationId).toBe(
      'getPromocionStatsByPublicID',
    );
    // The matrix (seguridad/rutas-api.ts) says what each caller gets; the document must agree:
    // a guest turned away with 401 means a credential is required, anything else means none is.
    for (const fila of FILAS) {
      const [metodo, ruta] = fila.ruta.split(' ') as [string, string];
      const op = operaciones.get(`${metodo} ${ruta.replace(/:(\w+)/g, '{$1}')}`);
      expect(op, fila.ruta).toBeDefined();
      const esquemas = op!.security!.map((s) => Object.keys(s).sort().join('+'));
      const { invitado, nexo, dueno, cliente } = fila.espera;
      if (nexo !== 401 && invitado === 401 && dueno === 401 && cliente === 401) {
        expect(esquemas, fila.ruta).toEqual(['nexoToken']);
      } else if (invitado === 401) {
        expect(esquemas.length, fila.ruta).toBeGreaterThan(0);
        expect(esquemas, fila.ruta).not.toContain('');
      } else {
        expect(esquemas.length === 0 || esquemas.includes(''), fila.ruta).toBe(true);
      }
      if (invitado === 401 && esquemas.some((e) => e.includes('cookieAuth'))) {
        expect(dueno === 401 && cliente === 401, `${fila.ruta}: nadie con sesión entra`).toBe(
          false,
        );
      }
    }
  });

  it('generates types that type-check against what the web app and nexo-sim send and read', async () => {
    // A document that drifted from the clients (the login's password renamed) fails the check…
    type Cuerpo = { properties: Record<string, unknown>; required: string[] };
    type ConCuerpos = Record<
      string,
      Record<string, { requestBody: { content: Record<string, { schema: Cuerpo }> } }>
    >;
    const roto = structuredClone(doc);
    const login = (roto.paths as unknown as ConCuerpos)['/api/auth/login']!.post!.requestBody
      .content['application/json']!.schema;
    login.properties.password = login.properties.contrasena;
    delete login.properties.contrasena;
    login.required = ['email', 'password'];
    const tiposRotos = path.join(salida, 'tarjeto-api-roto.d.ts');
    await escribirTipos(roto, tiposRotos);
    const configRota = path.join(salida, 'tsconfig.roto.json');
    fs.writeFileSync(
      configRota,
      JSON.stringify({
        extends: path.join(root, 'tools/openapi-tipos/tsconfig.json'),
        compilerOptions: { paths: { '#tarjeto-api': ['./tarjeto-api-roto.d.ts'] } },
        include: [path.join(root, 'tools/openapi-tipos/contrato.ts')],
      }),
    );
    const mal = await ejecutar(process.execPath, [TSC, '-p', configRota, '--noEmit']);
    expect(mal.code).not.toBe(0);
    expect(mal.stdout).toMatch(/contrato\.ts.*TS2344/);
    expect(mal.stdout).toContain('contrasena');

    // …and the document as served passes it.
    await escribirTipos(doc, TIPOS);
    const bien = await ejecutar(process.execPath, [
      TSC,
      '-p',
      path.join(root, 'tools/openapi-tipos'),
      '--noEmit',
    ]);
    expect(bien.stdout + bien.stderr).toBe('');
    expect(bien.code).toBe(0);
  }, 120_000);
});
