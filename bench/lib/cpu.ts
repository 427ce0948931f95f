import fs from 'node:fs';

// CPU time of processes, from /proc (Linux): what a round of a workload cost the server's Node
// process and the database sessions serving it, in milliseconds of CPU. A rate falls on a busy
// machine; CPU time per request barely moves, so it says where a request's cost lies.

const TICKS_POR_MS = 100 / 1000; // USER_HZ is 100 on Linux

/** The processes `pid` started, and theirs (tsx runs a script in a child of its own). */
function descendientes(pid: number): number[] {
  try {
    const hijos = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
    return hijos.flatMap((h) => [h, ...descendientes(h)]);
  } catch {
    return [];
  }
}

/** User + system CPU of a process and its descendants so far, in ms. */
const cpuDeArbol = (pid: number) =>
  [pid, ...descendientes(pid)].reduce((total, p) => total + cpuDe(p), 0);

/** User + system CPU of one process so far, in ms (0 once it is gone). */
function cpuDe(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces), from field 3 on.
    const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(campos[11]) + Number(campos[12])) / TICKS_POR_MS;
  } catch {
    return 0;
  }
}

/** The PostgreSQL server's sessions connected to `database` (their titles name it). */
function sesionesDe(database: string): number[] {
  const pids: number[] = [];
  for (const entrada of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entrada)) continue;
    try {
      const titulo = fs.readFileSync(`/proc/${entrada}/cmdline`, 'utf8');
      if (titulo.startsWith('postgres: ') && titulo.includes(` ${database} `))
        pids.push(Number(entrada));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** The database name of a postgres:// URL. */
export const baseDeUrl = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/**
 * A reading of the CPU used so far by the process `pid` (with its children) and by the sessions of `database`; the
 * difference of two readings is what ran between them. Sessions opened after the first reading
 * count from zero, and one closed meanwhile is lost: read around rounds whose pools stay open.
 */
export function lecturaCpu(pid: number, database: string) {
  const sesiones = new Map(sesionesDe(database).map((p) => [p, cpuDe(p)]));
  const proceso = cpuDeArbol(pid);
  return {
    /** CPU ms since this reading: the process's, and the database sessions'. */
    desde() {
      let base = 0;
      for (const p of sesionesDe(database)) base += cpuDe(p) - (sesiones.get(p) ?? 0);
      return { proceso: cpuDeArbol(pid) - proceso, base };
    },
  };
}
