import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './server.ts';

// What every workload of `npm run bench` hands back: one line per measured figure, with the
// target it answers to (if any). run.ts prints them as they come and writes the whole run to
// bench/results/<date>.md and .json.

export type Base = 'PostgreSQL' | 'PGlite' | 'Web';

export interface Meta {
  /** '>=' — the figure must reach it; '<=' — it must stay under it. */
  op: '>=' | '<=';
  valor: number;
}

export interface Medida {
  /** The workload, as the issue names it: 'Registro de visitas', 'Panel del negocio', … */
  carga: string;
  /** What was measured, in a few words: 'POST /api/nexo/visitas p99'. */
  medida: string;
  valor: number;
  unidad: string;
  base: Base;
  /** Absent for a figure reported beside the targets (e.g. PGlite, memory after a workload). */
  meta?: Meta;
  /** Rounds, connections, sizes: what a reader needs to trust the figure. */
  detalle?: string;
  /**
   * How to read the figure on a shared, noisy machine: 'razón' — a ratio or a count of the same
   * run (both sides slow down together, stable); 'absoluta' — a time or rate of its own, to be read
   * with the machine's speed that day (the yardstick's INSERT rate, Lighthouse's CPU index).
   * Absent: reported beside the targets only.
   */
  lectura?: 'razón' | 'absoluta';
}

/** The server's resident memory after a workload: reported beside the targets, read as it is. */
export const memoriaTrasLaCarga = (carga: string, base: Base, rssMb: number): Medida => ({
  carga,
  base,
  medida: 'memoria residente del servidor tras la carga',
  valor: rssMb,
  unidad: 'MB',
  lectura: 'absoluta',
});

export const cumple = (m: Medida) =>
  !m.meta || (m.meta.op === '>=' ? m.valor >= m.meta.valor : m.valor <= m.meta.valor);

const fmt = (n: number) =>
  Number.isInteger(n)
    ? n.toLocaleString('en-US')
    : n.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** One console line per figure: OK / FALLA / ·  (reported only). */
export function linea(m: Medida) {
  const estado = !m.meta ? '·    ' : cumple(m) ? 'OK   ' : 'FALLA';
  const meta = m.meta ? `  (${m.meta.op === '>=' ? '≥' : '≤'} ${fmt(m.meta.valor)})` : '';
  const detalle = m.detalle ? `  — ${m.detalle}` : '';
  return `${estado} [${m.base}] ${m.medida}: ${fmt(m.valor)} ${m.unidad}${meta}${detalle}`;
}

/** Writes the run as Markdown and JSON under bench/results/; returns the Markdown path. */
/**
 * Writes the run's report as `bench/results/<start>.md|json`; a full run (`completo`) also makes
 * it `latest.md|json`, the committed report — a run of some workloads only (BENCH_SOLO) leaves
 * that one alone.
 */
export function escribirReporte(medidas: Medida[], inicio: Date, completo: boolean) {
  const dir = path.join(root, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const sello = inicio.toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const maquina = `${os.cpus().length} núcleos, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const json = {
    inicio: inicio.toISOString(),
    maquina,
    medidas: medidas.map((m) => ({ ...m, cumple: cumple(m) })),
  };
  fs.writeFileSync(path.join(dir, `${sello}.json`), JSON.stringify(json, null, 2) + '\n');

  const cargas = [...new Set(medidas.map((m) => m.carga))];
  const md = [
    `# Tarjeto bench — ${inicio.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Máquina: ${maquina}. Metas: issues 12 y 29. Cada cifra es la mediana de varias rondas salvo que se diga otra cosa.`,
    '',
    'Lectura: **razón** — una proporción o un conteo de la misma corrida (sus dos lados se mueven juntos: estable en una máquina ruidosa); **absoluta** — un tiempo o una tasa propios, que se leen con la velocidad de la máquina ese día (la tasa del INSERT de referencia, el índice de CPU de Lighthouse).',
    '',
  ];
  for (const carga of cargas) {
    md.push(
      `## ${carga}`,
      '',
      '| Base | Medida | Valor | Meta | Resultado | Lectura | Detalle |',
      '|---|---|---|---|---|---|---|',
    );
    for (const m of medidas.filter((x) => x.carga === carga)) {
      const meta = m.meta
        ? `${m.meta.op === '>=' ? '≥' : '≤'} ${fmt(m.meta.valor)} ${m.unidad}`
        : '—';
      const res = !m.meta ? 'informativo' : cumple(m) ? '**cumple**' : '**no cumple**';
      md.push(
        `| ${m.base} | ${m.medida} | ${fmt(m.valor)} ${m.unidad} | ${meta} | ${res} | ${m.lectura ?? ''} | ${m.detalle ?? ''} |`,
      );
    }
    md.push('');
  }
  const file = path.join(dir, `${sello}.md`);
  fs.writeFileSync(file, md.join('\n'));
  if (completo) {
    fs.copyFileSync(file, path.join(dir, 'latest.md'));
    fs.copyFileSync(path.join(dir, `${sello}.json`), path.join(dir, 'latest.json'));
  }
  return file;
}
