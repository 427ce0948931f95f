import path from 'node:path';
import { loadEnv } from '../config/env.ts';
import { respaldar, restaurar } from './respaldo.ts';

// npm run db:backup -- <archivo.tar.gz>             back up DATA_DIR (stop the server first)
// npm run db:restore -- <archivo.tar.gz> [--reemplazar]   restore it into DATA_DIR
// Paths are the caller's: npm runs this in apps/api, INIT_CWD is where `npm run` was typed.
const donde = process.env.INIT_CWD ?? process.cwd();
const [accion, dado, ...resto] = process.argv.slice(2);
const archivo = dado ? path.resolve(donde, dado) : undefined;
const dataDir = path.resolve(donde, loadEnv().DATA_DIR);
if (!archivo || (accion !== 'respaldar' && accion !== 'restaurar')) {
  console.error(
    'Uso: npm run db:backup -- <archivo>  |  npm run db:restore -- <archivo> [--reemplazar]',
  );
  process.exit(2);
}
try {
  if (accion === 'respaldar') {
    const bytes = await respaldar(dataDir, archivo);
    console.log(
      `Respaldo de ${dataDir} escrito en ${archivo} (${(bytes / 2 ** 20).toFixed(1)} MB).`,
    );
  } else {
    const { anterior } = await restaurar(archivo, dataDir, {
      reemplazar: resto.includes('--reemplazar'),
    });
    console.log(
      `Restaurado ${archivo} en ${dataDir}.${anterior ? ` Los datos que había quedaron en ${anterior}.` : ''}`,
    );
  }
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
