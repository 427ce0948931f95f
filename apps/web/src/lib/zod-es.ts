import { z } from 'zod';

// Zod's own messages in Spanish. packages/shared sets this too, from its index; but the web build
// treats the shared package as free of side effects (vite.config.ts), so that the landing can
// take its constants without zod — the app sets it here itself.
z.config(z.locales.es());
// The page's CSP has no 'unsafe-eval': zod's compiled fast path cannot run, and its probe for it
// (new Function) is a CSP violation the browser reports. Parse without it from the start.
z.config({ jitless: true });
