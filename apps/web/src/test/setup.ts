import { configure } from '@testing-library/react';
import { beforeEach, vi } from 'vitest';
import { pistaDeSesion } from './fetch-mock.ts';

// Every jsdom test starts in a browser that may hold a session (the API's readable hint cookie is
// there), so the app asks the server, as it did before the hint existed; the mocked fetch decides
// the answer. The tests of the guest without a hint clear it themselves. (Files that run in
// node, such as the bundle budget, have no document.)
beforeEach(() => {
  if (typeof document !== 'undefined') pistaDeSesion(true);
});

// The real captcha widget needs Web Crypto workers; in every test it stays a plain element.
vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/es-419', () => ({}));

// What a screen shows once its data and lazy code are in (findBy…, waitFor) may take a few
// seconds on a busy two-core machine running three test runs at once; a second was not always
// enough (the Ajustes screen's first paint at 1.6 s). Waiting longer changes nothing for a test
// that passes, and one whose element never comes still fails.
configure({ asyncUtilTimeout: 5000 });
