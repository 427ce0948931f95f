#!/usr/bin/env node
// npm run nexo-sim -- <command> — a command-line Nexo (docs/nexo-protocol.md). Its commands and
// options are USO below (`npm run nexo-sim -- --help`).
//
// The device is kept in --state (default .nexo-sim.json in this folder): its token is a secret.
// clientes.json is a list of {handle, secreto} whose rotating codes `load` shows, as phones would.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import {
  cargar,
  latido,
  NexoError,
  pair,
  registrarVisita,
  unpair,
  whoAmI,
  type ClienteSimulado,
  type Device,
} from './device.ts';

const USO = `Uso: npm run nexo-sim -- <comando> [opciones]

  pair --code 123456 [--url http://127.0.0.1:3000] [--nombre "Caja 2"]   vincula y guarda el token
  yo                                                                  lo que el servidor sabe de él
  latido [--seguir]                      avisa que sigue ahí (--seguir: cada minuto, hasta Ctrl+C)
  visit --codigo TARJETO:7Q4KM482913 | --anonimo [--escaneado ISO]     registra una visita
  load --rate 20 --duration 10 [--clientes clientes.json] [--anonimos 0.2] [--concurrencia 20]
                                                                      carga sostenida de visitas
  unpair                                                              desvincula este Nexo

  --state <archivo>  dónde se guarda el Nexo (.nexo-sim.json)   --json  respuestas en JSON
  --url también se toma de TARJETO_URL.`;

function leerArgumentos() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        url: { type: 'string', default: process.env.TARJETO_URL ?? 'http://127.0.0.1:3000' },
        code: { type: 'string' },
        nombre: { type: 'string' },
        state: { type: 'string', default: '.nexo-sim.json' },
        codigo: { type: 'string' },
        anonimo: { type: 'boolean', default: false },
        escaneado: { type: 'string' },
        rate: { type: 'string', default: '10' },
        duration: { type: 'string', default: '5' },
        clientes: { type: 'string' },
        anonimos: { type: 'string', default: '0' },
        concurrencia: { type: 'string', default: '20' },
        json: { type: 'boolean', default: false },
        seguir: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (err) {
    // node:util's own words are English: say which option, in Spanish.
    const opcion = /'([^']+)'/.exec(err instanceof Error ? err.message : '')?.[1];
    console.error(`${opcion ? `Opción no válida: ${opcion}` : 'Opciones no válidas'}.\n\n${USO}`);
    process.exit(1);
  }
}

const { positionals, values } = leerArgumentos();

const out = (human: string, data: unknown) =>
  console.log(values.json ? JSON.stringify(data) : human);

function device(): Device {
  try {
    return JSON.parse(fs.readFileSync(values.state!, 'utf8')) as Device;
  } catch {
    throw new Error(
      `No hay un Nexo vinculado en ${values.state}: usa primero "pair --code 123456".`,
    );
  }
}

async function main() {
  const [command] = positionals;
  if (values.help || command === undefined || command === 'help') {
    console.log(USO);
    return;
  }
  switch (command) {
    case 'pair': {
      if (!values.code) throw new Error('Falta --code (el código de 6 dígitos de tu panel).');
      const d = await pair(values.url!, values.code, values.nombre);
      fs.writeFileSync(values.state!, JSON.stringify(d, null, 2), { mode: 0o600 });
      out(`Vinculado a ${d.negocio} · ${d.establecimiento} (Nexo ${d.nexoId}).`, {
        ...d,
        token: undefined,
      });
      return;
    }
    case 'yo': {
      const yo = await whoAmI(device());
      out(
        `${yo.nombre} en ${yo.negocio.nombreComercial} · ${yo.establecimiento.nombre}: ${yo.visitasRegistradas} visitas registradas.`,
        yo,
      );
      return;
    }
    case 'latido': {
      const d = device();
      for (;;) {
        const l = await latido(d);
        out(`Latido recibido (${l.vistoAt}): tu panel lo muestra En línea.`, l);
        if (!values.seguir) return;
        await new Promise((r) => setTimeout(r, l.latidoCadaMs));
      }
    }
    case 'visit': {
      if (!values.anonimo && !values.codigo) throw new Error('Indica --codigo o --anonimo.');
      const r = await registrarVisita(device(), {
        ...(values.anonimo ? { anonimo: true } : { codigo: values.codigo! }),
        ...(values.escaneado ? { escaneadoEn: values.escaneado } : {}),
      });
      const who = r.cliente ? r.cliente.nombre : 'Visita sin cuenta';
      out(
        r.contada
          ? `¡Listo! ${who}: visita registrada${r.tarjeta ? ` (${r.tarjeta.visitas} en la temporada, ${r.tarjeta.nivel > 0 ? `nivel ${r.tarjeta.nombreNivel}` : 'sin nivel aún'})` : ''}.`
          : `${who} ya registró su visita; la siguiente cuenta desde ${r.siguienteVisitaDesde}.`,
        r,
      );
      return;
    }
    case 'load': {
      const clientes: ClienteSimulado[] = values.clientes
        ? JSON.parse(fs.readFileSync(values.clientes, 'utf8'))
        : [];
      const r = await cargar(device(), {
        porSegundo: Number(values.rate),
        segundos: Number(values.duration),
        clientes,
        anonimos: Number(values.anonimos),
        concurrencia: Number(values.concurrencia),
      });
      out(
        `${r.enviadas} enviadas en ${r.segundos} s: ${r.contadas} contadas, ${r.cooldown} en espera, errores ${JSON.stringify(r.errores)}; p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms.`,
        r,
      );
      return;
    }
    case 'unpair': {
      await unpair(device());
      fs.rmSync(values.state!, { force: true });
      out('Nexo desvinculado.', { ok: true });
      return;
    }
    default:
      throw new Error(`Comando desconocido: ${command}.\n\n${USO}`);
  }
}

main().catch((err: unknown) => {
  console.error(
    err instanceof NexoError
      ? `${err.message} (${err.code}, HTTP ${err.status})`
      : err instanceof Error
        ? err.message
        : err,
  );
  process.exit(1);
});
