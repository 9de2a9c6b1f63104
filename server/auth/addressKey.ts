/**
 * The client address as the login limits count it: an IPv4 address as it is (also when it arrives
 * IPv4-mapped, ::ffff:1.2.3.4), an IPv6 address as its /64 network, since one subscriber usually
 * holds a whole /64 and could otherwise try from 2^64 "different" addresses.
 */
import net from 'node:net';

/** The eight 16-bit groups of an IPv6 address, expanded (no ::, no embedded IPv4). */
function ipv6Groups(address: string): string[] {
  const [head, tail = ''] = address.split('::');
  const part = (text: string) => (text === '' ? [] : text.split(':'));
  let left = part(head);
  let right = address.includes('::') ? part(tail) : [];
  // An embedded IPv4 (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) becomes its two groups.
  const last = (right.length ? right : left).at(-1) ?? '';
  if (net.isIPv4(last)) {
    const [a, b, c, d] = last.split('.').map(Number);
    const groups = [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    if (right.length) right = [...right.slice(0, -1), ...groups];
    else left = [...left.slice(0, -1), ...groups];
  }
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}

export function addressKey(ip: string): string {
  const address = ip.replace(/^\[|\]$/g, '').split('%')[0];
  if (net.isIPv4(address)) return address;
  if (!net.isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((g) => g === '0') && groups[5] === 'ffff';
  if (mapped) {
    const [hi, lo] = [parseInt(groups[6], 16), parseInt(groups[7], 16)];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}
