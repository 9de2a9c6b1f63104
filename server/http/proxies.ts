/**
 * TRUST_PROXY: the proxies in front of the API whose X-Forwarded-For is believed. Nothing is
 * trusted by default: any client could otherwise claim any address and reset the per-address
 * login limits. Entries are addresses, CIDR ranges, or proxy-addr's named ranges.
 */
import net from 'node:net';
import { mappedIPv4Range, rangeHoldsPublic } from '../net/addresses';

/** proxy-addr's names for well-known ranges (what Fastify's trustProxy understands). */
export const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'] as const;

/**
 * The widest range holding public addresses that may be trusted: a provider's block of load
 * balancers (a CDN's /13, /29...) passes; 0.0.0.0/1 + 128.0.0.0/1 (the whole internet in two halves)
 * does not. Private, loopback and link-local ranges may be of any width.
 */
const WIDEST_PUBLIC = { 4: 8, 6: 16 } as const;

/** Why one TRUST_PROXY entry is refused, or null when it is a valid address, range or name. */
export function proxyEntryProblem(entry: string): string | null {
  if ((NAMED_RANGES as readonly string[]).includes(entry)) return null;
  if (['true', '*', 'all', 'any'].includes(entry.toLowerCase())) {
    return `no puede confiar en cualquier dirección ("${entry}"): indique las direcciones o rangos de sus proxies (p. ej. 10.0.0.5 o 10.0.0.0/8)`;
  }
  const [address, bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) {
    return `contiene "${entry}", que no es una dirección IP, un rango CIDR ni uno de ${NAMED_RANGES.join(', ')}`;
  }
  if (bits === undefined) return null;
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max) return `contiene "${entry}": el prefijo debe estar entre 0 y ${max}`;
  // an IPv4-mapped IPv6 range is as wide as the IPv4 range it maps
  const range = mappedIPv4Range(address, Number(bits)) ?? { address, bits: Number(bits) };
  const widest = WIDEST_PUBLIC[net.isIP(range.address) as 4 | 6];
  if (range.bits < widest && rangeHoldsPublic(range.address, range.bits)) {
    return `contiene "${entry}", un rango que abarca direcciones públicas de internet: un rango con direcciones públicas no puede ser más amplio que /${widest}; indique solo las direcciones o rangos de sus proxies`;
  }
  return null;
}

/** The comma-separated list, split and trimmed; empty when unset. */
export const proxyEntries = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
