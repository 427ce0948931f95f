import { z } from 'zod';

// Zod's configuration wherever a contract is used: its own messages (for rules that name no
// message of their own) in Spanish, on both sides. Every contract module imports this file, so
// it comes with the first schema a program loads — and only then: a page that merely types an
// answer with a contract's type loads no zod at all (apps/web/vite.config.ts keeps this one
// module's side effect when it tree-shakes the package).
z.config(z.locales.es());

// In a browser the page's CSP has no 'unsafe-eval': zod's compiled fast path cannot run there,
// and its probe for it (new Function) is a violation the browser reports. Parse without it.
if ('document' in globalThis) z.config({ jitless: true });
