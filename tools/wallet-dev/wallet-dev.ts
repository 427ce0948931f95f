#!/usr/bin/env node
// npm run wallet:dev [-- <carpeta>] — test credentials for both phone wallets (docs/wallet.md),
// written into the folder (default ./data/wallet-dev, overwritten on every run). Stdout carries
// only the environment lines that use them, NAME=value, so they can go straight to a file or a
// shell; everything said to a person goes to stderr. (`npm run` without -s prints its own banner
// on stdout.)
import { crearCredencialesDePrueba } from './credenciales.ts';

const USO = `Uso: npm run wallet:dev [-- <carpeta>]   (por omisión ./data/wallet-dev)`;

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('-h') || args.includes('--help')) {
    console.error(USO);
    return;
  }
  if (args.length > 1 || args.some((a) => a.startsWith('-'))) {
    console.error(`Argumentos no válidos: ${args.join(' ')}\n\n${USO}`);
    process.exitCode = 1;
    return;
  }
  const dir = args[0] ?? './data/wallet-dev';
  const { archivos, env } = await crearCredencialesDePrueba(dir);
  for (const [nombre, valor] of Object.entries(env)) console.log(`${nombre}=${valor}`);
  console.error(
    [
      `Credenciales de prueba escritas en ${dir}:`,
      ...Object.values(archivos).map((a) => `  ${a}`),
      '',
      'Sirven para arrancar el servidor con Google Wallet y Apple Wallet encendidos y para las',
      'pruebas. Ningún teléfono real las acepta: el certificado del pase no es de Apple (lo firma',
      'una CA local, ca.pem) y la cuenta de servicio no existe en Google. Para las credenciales',
      'de verdad, ve docs/wallet.md.',
      '',
      'Las líneas NOMBRE=valor (en stdout) son las variables de entorno; por ejemplo:',
      '  npm run -s wallet:dev > data/wallet-dev.env',
      '  set -a; . data/wallet-dev.env; set +a',
      'Además hace falta PUBLIC_URL (la dirección del sitio): sin ella el servidor no arranca',
      'con estas variables.',
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  console.error(
    `No se pudieron crear las credenciales: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exitCode = 1;
});
