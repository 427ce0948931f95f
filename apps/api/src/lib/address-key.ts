import { isIP } from 'node:net';

// The caller a per-address limit counts (login, signup, forgot and reset password, the newsletter).
// Touch this when a kind of address must be grouped otherwise. The address stored with a session
// or in the audit log stays the caller's own, whole.

/**
 * The key a per-address limit counts `ip` under. IPv4: the address as it is. IPv6: its /64,
 * written `2001:db8:0:1::/64` — one home's or one phone's network, where every device picks
 * addresses at will (SLAAC, privacy extensions) and could otherwise dodge a limit with a fresh
 * one per try. An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, how a dual-stack socket shows an
 * IPv4 caller) is that IPv4 address. Anything that is not an address is kept as it is.
 */
export function addressKey(ip: string): string {
  const sinZona = ip.split('%')[0]!;
  if (isIP(sinZona) !== 6) return ip;
  const g = ipv6Groups(sinZona);
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    return [g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff].join('.');
  }
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail included). */
function ipv6Groups(ip: string): number[] {
  let text = ip.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = (part: string | undefined) =>
    part ? part.split(':').map((h) => parseInt(h, 16)) : [];
  const [head, tail] = text.split('::');
  const first = groups(head);
  if (tail === undefined) return first;
  const last = groups(tail);
  return [...first, ...new Array<number>(8 - first.length - last.length).fill(0), ...last];
}
