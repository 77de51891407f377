import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a production webhook must not reach: loopback, private networks, link-local (cloud
 * metadata at 169.254.169.254), carrier-grade NAT, multicast and reserved ranges. An admin account
 * that is taken over must not turn deliveries into requests against the api's own network (SSRF).
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127], // unspecified and loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (with "::" and a dotted IPv4 tail expanded). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = dotted ? address.slice(0, dotted.index) + (((+dotted[1] << 8) | +dotted[2]).toString(16) + ':' + ((+dotted[3] << 8) | +dotted[4]).toString(16)) : address;
  const [head, tail] = hex.split('::');
  const parts = (text: string | undefined) => (text ? text.split(':').map((group) => parseInt(group, 16)) : []);
  const [before, after] = [parts(head), parts(tail)];
  return tail === undefined ? before : [...before, ...Array(8 - before.length - after.length).fill(0), ...after];
}

const ipv4Of = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/**
 * The IPv4 address an IPv6 one carries to reach IPv4 hosts: NAT64 (64:ff9b::/96, RFC 6052) in its last
 * 32 bits, 6to4 (2002::/16, RFC 3056) in bits 16–47. Null for any other address.
 */
function embeddedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0)) return ipv4Of(groups[6], groups[7]);
  if (groups[0] === 0x2002) return ipv4Of(groups[1], groups[2]);
  return null;
}

/** Whether an IP address is internal (IPv4-mapped, NAT64 and 6to4 addresses are judged by the IPv4 address they carry). */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return INTERNAL.check(address, 'ipv4');
  const carried = embeddedIpv4(address);
  return INTERNAL.check(address, 'ipv6') || (carried !== null && INTERNAL.check(carried, 'ipv4'));
}

/** Whether a URL's host is, written as it is, internal: an internal IP literal, or localhost (a fully qualified "localhost." too). */
export function hasInternalHost(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || isInternalAddress(host);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A DNS lookup for outgoing connections that answers only public addresses: a name that resolves to an
 * internal one fails the connection. Checked when connecting, so a name re-pointed after registration
 * (DNS rebinding) is caught too.
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const allowed = addresses.filter((candidate) => !isInternalAddress(candidate.address));
    if (allowed.length === 0) return callback(Object.assign(new Error(`${hostname} vede do vnitřní sítě`), { code: 'EINTERNALADDRESS' }), []);
    if (options.all) return callback(null, allowed);
    callback(null, allowed[0].address, allowed[0].family);
  });
}
