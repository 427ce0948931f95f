// Bundles the API into dist/server.js: our code and @tarjeto/shared (TypeScript source) inlined,
// every npm dependency left to node_modules. Migrations are copied beside the bundle.
import { build } from 'esbuild';
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@tarjeto/'));

fs.rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((d) => `${d}/*`)],
  logLevel: 'warning',
});
fs.cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
// The Argon2id hashing thread (lib/password.ts) is loaded as a file of its own, beside server.js.
fs.cpSync('src/lib/argon-hilo.mjs', 'dist/argon-hilo.mjs');
console.log('API compilada en apps/api/dist');
