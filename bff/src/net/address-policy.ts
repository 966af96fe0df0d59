import ipaddr from 'ipaddr.js';

// Which addresses the bff may connect to on a caller's behalf (the image proxy's SSRF rule, issue
// "Harden the gateway", finding 2). Only addresses on the public Internet: a source that resolves to
// the machine itself, the private network, the cloud's metadata service (169.254.169.254) or any
// other special-purpose range is refused.

// IANA hands out global unicast IPv6 only from 2000::/3. ipaddr.js calls everything it has no name
// for `unicast`, which would let the deprecated IPv4-compatible form (`::127.0.0.1`) through.
const globalUnicastV6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * True only for a public unicast address. IPv4-mapped IPv6 (`::ffff:127.0.0.1`) is judged as the
 * IPv4 address it carries; anything that does not parse is not public.
 */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  // `process` turns `::ffff:a.b.c.d` into `a.b.c.d`; other IPv6 ranges that embed an IPv4 address
  // (6to4, Teredo, NAT64, rfc6145) have names of their own and are refused below.
  const address = ipaddr.process(ip);
  if (address.range() !== 'unicast') return false;
  return address.kind() === 'ipv4' || address.match(globalUnicastV6);
}
