import { BlockList, isIP } from 'node:net';

/**
 * Peers whose X-Forwarded-For is believed: this machine and private networks, where the reverse
 * proxy in front of hostcord sits (nginx on the host, Caddy in a container). A visitor reaching
 * hostcord straight from the internet cannot come from one of them, so cannot pick its own address.
 */
const PROXIES = new BlockList();
PROXIES.addSubnet('127.0.0.0', 8, 'ipv4');
PROXIES.addSubnet('10.0.0.0', 8, 'ipv4');
PROXIES.addSubnet('172.16.0.0', 12, 'ipv4');
PROXIES.addSubnet('192.168.0.0', 16, 'ipv4');
PROXIES.addAddress('::1', 'ipv6');
PROXIES.addSubnet('fc00::', 7, 'ipv6');

const MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

function plain(address: string): string {
  return MAPPED.exec(address)?.[1] ?? address;
}

function isProxy(address: string): boolean {
  const kind = isIP(address);
  return kind !== 0 && PROXIES.check(address, kind === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Who a request is from, for the per-address rate limit: the peer, or behind a reverse proxy the
 * address that proxy added last to X-Forwarded-For (anything earlier in it the visitor could have
 * written). IPv6 visitors count per /64, the block one host is usually given.
 */
export function clientKey(peer: string | undefined, forwardedFor: string | string[] | undefined): string {
  let address = plain(peer ?? '');
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  if (header && isProxy(address)) {
    const last = plain(header.split(',').at(-1)!.trim());
    if (isIP(last) !== 0) address = last;
  }
  if (isIP(address) !== 6) return address;
  return expand(address).slice(0, 4).join(':');
}

/** The eight groups of an IPv6 address, `::` filled in. */
function expand(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}
