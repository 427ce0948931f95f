// One Argon2id hashing thread (lib/password.ts starts one per core). Plain JavaScript, not
// TypeScript: a worker thread loads its file as it is, from the sources in the tests and from
// dist/ in the build (build.mjs copies it beside server.js).
//
// The thread lowers its own scheduling priority first. A login storm then hashes with whatever
// CPU the event loop and the database leave: under contention Linux gives a nice-10 thread about
// a tenth of a normal one's share, so the loop that answers every other request is never kept
// waiting behind a hash (issue 12); on an idle machine the hash runs at full speed all the same.
import { hashSync, verifySync } from '@node-rs/argon2';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

try {
  // This thread's own id: /proc/thread-self names it (Linux). Elsewhere the priority stays.
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) setPriority(tid, workerData.nice);
} catch {
  // Not Linux, or not allowed: hashing works the same, at the normal priority.
}

parentPort.on('message', ({ op, password, hash, options }) => {
  try {
    const valor =
      op === 'hash'
        ? hashSync(password, options)
        : (() => {
            try {
              return verifySync(hash, password);
            } catch {
              return false; // not a hash we can read: the password does not match it
            }
          })();
    parentPort.postMessage({ valor });
  } catch (err) {
    parentPort.postMessage({ error: err instanceof Error ? err.message : String(err) });
  }
});
