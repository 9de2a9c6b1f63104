/**
 * Which IP addresses a server-side fetch of a user-given URL may reach: only public unicast ones.
 * Addresses are read into bytes (never compared as strings), so every spelling of one address is
 * classified alike; IPv6 forms that carry an IPv4 address (mapped, compatible, NAT64, 6to4) are
 * classified by the IPv4 address they carry.
 */
import net from 'node:net';

/** Why an address is not public (null: it is). */
export type AddressKind =
  'loopback' | 'private' | 'link-local' | 'cgnat' | 'multicast' | 'unspecified' | 'broadcast' | 'metadata' | 'unique-local' | 'reserved';

type Range = [prefix: number[], bits: number, kind: AddressKind];

/** IPv4 ranges that are not public, the narrower ones first (metadata inside link-local...). */
const IPV4_RANGES: Range[] = [
  [[169, 254, 169, 254], 32, 'metadata'], // AWS, GCP, Azure, OpenStack, Oracle instance metadata
  [[168, 63, 129, 16], 32, 'metadata'], // Azure's host endpoint (WireServer)
  [[255, 255, 255, 255], 32, 'broadcast'],
  [[0, 0, 0, 0], 8, 'unspecified'], // "this network": 0.0.0.0 reaches the local host on Linux
  [[10, 0, 0, 0], 8, 'private'],
  [[100, 64, 0, 0], 10, 'cgnat'],
  [[127, 0, 0, 0], 8, 'loopback'],
  [[169, 254, 0, 0], 16, 'link-local'],
  [[172, 16, 0, 0], 12, 'private'],
  [[192, 0, 0, 0], 24, 'reserved'], // IETF protocol assignments (NAT64 discovery...)
  [[192, 0, 2, 0], 24, 'reserved'], // documentation
  [[192, 88, 99, 0], 24, 'reserved'], // 6to4 relay anycast
  [[192, 168, 0, 0], 16, 'private'],
  [[198, 18, 0, 0], 15, 'reserved'], // benchmarking
  [[198, 51, 100, 0], 24, 'reserved'], // documentation
  [[203, 0, 113, 0], 24, 'reserved'], // documentation
  [[224, 0, 0, 0], 4, 'multicast'],
  [[240, 0, 0, 0], 4, 'reserved'], // future use (and the broadcast address above)
];

/**
 * IPv6 ranges that are not public. Only 2000::/3 is global unicast: anything outside it that is not
 * an embedded IPv4 form (handled before) is reserved.
 */
const IPV6_RANGES: Range[] = [
  [[0xfd, 0x00, 0x0e, 0xc2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x02, 0x54], 128, 'metadata'], // fd00:ec2::254 (AWS)
  [[0xff], 8, 'multicast'],
  [[0xfe, 0x80], 10, 'link-local'],
  [[0xfe, 0xc0], 10, 'private'], // deprecated site-local
  [[0xfc], 7, 'unique-local'],
  [[0x20, 0x01, 0x00, 0x00], 32, 'reserved'], // Teredo (its IPv4 is obfuscated: refused whole)
  [[0x20, 0x01, 0x0d, 0xb8], 32, 'reserved'], // documentation
  [[0x20, 0x01, 0x00, 0x02, 0, 0], 48, 'reserved'], // benchmarking
  [[0x00, 0x64, 0xff, 0x9b, 0x00, 0x01], 48, 'private'], // local-use NAT64
];

function inRange(bytes: Uint8Array | number[], prefix: number[], bits: number): boolean {
  for (let i = 0; i < bits; i += 8) {
    const take = Math.min(8, bits - i);
    const mask = (0xff << (8 - take)) & 0xff;
    if ((bytes[i / 8] & mask) !== ((prefix[i / 8] ?? 0) & mask)) return false;
  }
  return true;
}

/** A dotted-quad IPv4 address (the only form the URL parser and DNS give) as 4 bytes, or null. */
export function parseIPv4(text: string): number[] | null {
  if (net.isIPv4(text) === false) return null;
  return text.split('.').map(Number);
}

/** An IPv6 address (with or without brackets, with an embedded dotted quad or not) as 16 bytes, or null. */
export function parseIPv6(text: string): Uint8Array | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (!net.isIPv6(bare) || bare.includes('%')) return null;
  let body = bare;
  const tail: number[] = [];
  const last = body.slice(body.lastIndexOf(':') + 1);
  if (last.includes('.')) {
    const v4 = parseIPv4(last);
    if (!v4) return null;
    tail.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]);
    body = body.slice(0, body.length - last.length);
    if (!body.endsWith('::')) body = body.slice(0, -1);
  }
  const [head, rest] = body.split('::');
  const read = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = read(head);
  const right = [...read(rest), ...tail];
  const words =
    rest === undefined ? [...left, ...right] : [...left, ...Array<number>(Math.max(0, 8 - left.length - right.length)).fill(0), ...right];
  if (words.length !== 8) return null;
  const bytes = new Uint8Array(16);
  words.forEach((word, i) => {
    bytes[i * 2] = word >> 8;
    bytes[i * 2 + 1] = word & 0xff;
  });
  return bytes;
}

function classifyIPv4(bytes: number[]): AddressKind | null {
  for (const [prefix, bits, kind] of IPV4_RANGES) if (inRange(bytes, prefix, bits)) return kind;
  return null;
}

const isZero = (bytes: Uint8Array, from: number, to: number) => bytes.subarray(from, to).every((b) => b === 0);

/** The IPv4 address an IPv6 one carries (mapped, compatible, NAT64, 6to4), or null. */
export function embeddedIPv4(bytes: Uint8Array): number[] | null {
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, deprecated; :: and ::1 are not)
  if (isZero(bytes, 0, 10) && ((bytes[10] === 0xff && bytes[11] === 0xff) || (bytes[10] === 0 && bytes[11] === 0))) {
    if (bytes[10] === 0 && isZero(bytes, 12, 15) && bytes[15] <= 1) return null;
    return [...bytes.subarray(12, 16)];
  }
  // 64:ff9b::a.b.c.d (well-known NAT64 prefix)
  if (inRange(bytes, [0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96)) return [...bytes.subarray(12, 16)];
  // 2002:aabb:ccdd::/48 (6to4)
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return [...bytes.subarray(2, 6)];
  return null;
}

function classifyIPv6(bytes: Uint8Array): AddressKind | null {
  if (isZero(bytes, 0, 16)) return 'unspecified';
  if (isZero(bytes, 0, 15) && bytes[15] === 1) return 'loopback';
  const v4 = embeddedIPv4(bytes);
  if (v4) return classifyIPv4(v4);
  for (const [prefix, bits, kind] of IPV6_RANGES) if (inRange(bytes, prefix, bits)) return kind;
  // Global unicast is 2000::/3; the rest of the space is unassigned or special.
  return (bytes[0] & 0xe0) === 0x20 ? null : 'reserved';
}

/**
 * Why an IP address must not be fetched from the server (loopback, private, metadata...), or null
 * when it is public. Something that is not an IP address is 'reserved' (refused, never guessed).
 */
export function classifyAddress(address: string): AddressKind | null {
  const v4 = parseIPv4(address);
  if (v4) return classifyIPv4(v4);
  const v6 = parseIPv6(address);
  if (v6) return classifyIPv6(v6);
  return 'reserved';
}

/** Whether two spellings name the same address (::ffff:127.0.0.1 and 127.0.0.1 do). */
export function sameAddress(a: string, b: string): boolean {
  const bytes = (text: string): number[] | null => {
    const v4 = parseIPv4(text);
    if (v4) return v4;
    const v6 = parseIPv6(text);
    if (!v6) return null;
    return isZero(v6, 0, 10) && v6[10] === 0xff && v6[11] === 0xff ? [...v6.subarray(12, 16)] : [...v6];
  };
  const x = bytes(a);
  const y = bytes(b);
  return x !== null && y !== null && x.length === y.length && x.every((byte, i) => byte === y[i]);
}

/** Host names refused without asking DNS: the local host and the clouds' metadata services. */
export function refusedHostName(hostname: string): AddressKind | null {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return 'loopback';
  if (['metadata.google.internal', 'metadata.goog', 'metadata', 'instance-data', 'instance-data.ec2.internal'].includes(name))
    return 'metadata';
  return null;
}

/** IPv6 blocks outside 2000::/3 that carry IPv4 addresses, public ones among them (mapped, compatible, NAT64). */
const IPV6_EMBEDDING: [number[], number][] = [
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96],
  [[], 96],
  [[0x00, 0x64, 0xff, 0x9b], 96],
];

/** Whether the range `prefix`/`bits` lies inside one of the blocks (each given with its own size). */
const insideOne = (bytes: Uint8Array | number[], bits: number, blocks: Range[]) =>
  blocks.some(([block, blockBits]) => bits >= blockBits && inRange(bytes, block, blockBits));

/**
 * An IPv6 range inside a block that embeds IPv4 addresses (::ffff:10.0.0.0/104, 64:ff9b::/96) as the
 * IPv4 range it carries (10.0.0.0/8, 0.0.0.0/0), or null.
 */
export function mappedIPv4Range(address: string, bits: number): { address: string; bits: number } | null {
  const v6 = parseIPv6(address);
  if (!v6 || bits < 96 || !IPV6_EMBEDDING.some(([block]) => inRange(v6, block, 96))) return null;
  return { address: [...v6.subarray(12, 16)].join('.'), bits: bits - 96 };
}

/**
 * Whether the CIDR range `address`/`bits` holds public addresses: it does unless it lies wholly in
 * one not-public block (private, loopback, link-local, documentation...). An IPv4-mapped IPv6 range
 * is judged as the IPv4 range it maps. Not an IP address: true (never trusted by a guess).
 */
export function rangeHoldsPublic(address: string, bits: number): boolean {
  const v4 = parseIPv4(address);
  if (v4) return !insideOne(v4, bits, IPV4_RANGES);
  const v6 = parseIPv6(address);
  if (!v6) return true;
  const mapped = mappedIPv4Range(address, bits);
  if (mapped) return rangeHoldsPublic(mapped.address, mapped.bits);
  if (bits === 128 && classifyIPv6(v6) === 'unspecified') return false;
  if (bits === 128 && classifyIPv6(v6) === 'loopback') return false;
  if (insideOne(v6, bits, IPV6_RANGES)) return false;
  // Outside global unicast (2000::/3) nothing is public, except the blocks that embed IPv4 addresses.
  const outsideGlobal = bits >= 3 && (v6[0] & 0xe0) !== 0x20;
  const touchesEmbedding = IPV6_EMBEDDING.some(([block, blockBits]) => inRange(v6, block, Math.min(bits, blockBits)));
  return !(outsideGlobal && !touchesEmbedding);
}
