import fs from 'node:fs';
import path from 'node:path';

// PGlite is one connection in one process. Two processes on the same data directory get no error
// and silently lose acknowledged rows (STACK-NOTES), so the directory is held with a lock file that
// names its owner. A lock left by a process that no longer exists is taken over.

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `El directorio de datos ${dir} ya lo usa otro proceso de Tarjeto (pid ${pid}). ` +
        'Detén ese proceso o elige otro DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

// Directories this process holds: a second open from the same process is refused too.
const held = new Set<string>();

/** Takes the lock or throws DataDirLockedError; returns the release function. */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'tarjeto.lock');
  if (held.has(file)) throw new DataDirLockedError(dir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      held.add(file);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        held.delete(file);
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new DataDirLockedError(dir, owner);
      }
      fs.rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`No se pudo bloquear el directorio de datos ${dir}`);
}
