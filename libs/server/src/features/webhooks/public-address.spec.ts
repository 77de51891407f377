import type { LookupAddress } from 'node:dns';
import { hasInternalHost, isInternalAddress, publicOnlyLookup } from './public-address';

describe('internal addresses (SSRF guard of production webhooks)', () => {
  it('flags loopback, private, link-local, CGNAT, multicast and their IPv6 forms', () => {
    const internal = ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fd00::1', 'fe80::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1',
      // NAT64 (RFC 6052) and 6to4 (RFC 3056) forms of internal IPv4 addresses.
      '64:ff9b::7f00:1', '64:ff9b::127.0.0.1', '64:ff9b::a9fe:a9fe', '2002:7f00:1::', '2002:a00:1::1', '2002:c0a8:101:0:0:0:0:1'];
    expect(internal.filter((address) => !isInternalAddress(address))).toEqual([]);
  });

  it('lets public addresses and names through', () => {
    const external = ['8.8.8.8', '172.32.0.1', '100.128.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8', 'hooks.example.cz', '64:ff9b::808:808', '64:ff9b::8.8.8.8', '2002:808:808::1', '2003::1'];
    expect(external.filter((address) => isInternalAddress(address))).toEqual([]);
  });

  it('reads the host of a URL as written: IP literals, bracketed IPv6 and localhost names', () => {
    expect(hasInternalHost('https://127.0.0.1:8443/hook')).toBe(true);
    expect(hasInternalHost('https://[::1]/hook')).toBe(true);
    expect(hasInternalHost('https://LOCALHOST/hook')).toBe(true);
    expect(hasInternalHost('https://api.localhost/hook')).toBe(true);
    expect(hasInternalHost('https://localhost./hook')).toBe(true);
    expect(hasInternalHost('https://api.localhost./hook')).toBe(true);
    expect(hasInternalHost('https://[64:ff9b::7f00:1]/hook')).toBe(true);
    expect(hasInternalHost('https://[2002:a9fe:a9fe::]/hook')).toBe(true);
    expect(hasInternalHost('https://hooks.example.cz/hook')).toBe(false);
  });

  it('fails a connection whose name resolves only to internal addresses', async () => {
    const result = await new Promise<{ error: NodeJS.ErrnoException | null; addresses: string | LookupAddress[] }>((resolve) =>
      publicOnlyLookup('localhost', { all: true }, (error, addresses) => resolve({ error, addresses })),
    );
    expect(result.error?.code).toBe('EINTERNALADDRESS');
    expect(result.addresses).toEqual([]);
  });
});
