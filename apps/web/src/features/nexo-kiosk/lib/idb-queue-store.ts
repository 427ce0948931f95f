import { clear, createStore, del, set, values, type UseStore } from 'idb-keyval';
import { createMemoryQueueStore, type QueueStore, type QueuedVisita } from './visit-queue.ts';

// The queue's home in the browser: IndexedDB, so scans taken offline survive a reload, a crash or
// the tablet running out of battery. Keyed by idempotency key, which also makes saving the same
// scan twice a no-op. Where IndexedDB does not exist (some private modes) the queue lives in memory
// and at least survives until the page is closed.

let shared: QueueStore | null = null;

export function idbQueueStore(): QueueStore {
  if (shared) return shared;
  if (typeof indexedDB === 'undefined') {
    shared = createMemoryQueueStore();
    return shared;
  }
  let store: UseStore | null = null;
  const db = () => (store ??= createStore('tarjeto-nexo', 'cola'));
  shared = {
    list: () => values<QueuedVisita>(db()),
    put: (v) => set(v.idempotencyKey, v, db()),
    remove: (key) => del(key, db()),
    clear: () => clear(db()),
  };
  return shared;
}
