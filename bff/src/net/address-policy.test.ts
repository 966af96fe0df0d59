import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy';

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8'],
    ['1.1.1.1'],
    ['93.184.215.14'],
    ['2001:4860:4860::8888'],
    ['2606:4700:4700::1111'],
    ['::ffff:8.8.8.8'],
  ])('allows the public address %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it.each([
    // loopback, in every spelling ipaddr.js accepts
    ['127.0.0.1'],
    ['127.1.2.3'],
    ['127.1'],
    ['0x7f000001'],
    ['2130706433'],
    ['017700000001'],
    ['::1'],
    ['0:0:0:0:0:0:0:1'],
    ['::ffff:127.0.0.1'],
    ['::ffff:7f00:1'],
    ['::127.0.0.1'],
    // unspecified: connecting to it reaches the machine itself
    ['0.0.0.0'],
    ['0.1.2.3'],
    ['::'],
    // private and carrier-grade NAT
    ['10.0.0.1'],
    ['172.16.0.1'],
    ['172.31.255.255'],
    ['192.168.1.1'],
    ['::ffff:192.168.1.1'],
    ['100.64.0.1'],
    ['100.127.255.254'],
    // link-local, among them the cloud metadata service
    ['169.254.169.254'],
    ['::ffff:169.254.169.254'],
    ['fe80::1'],
    ['fe80::1%eth0'],
    // unique-local and the deprecated site-local IPv6
    ['fc00::1'],
    ['fd12:3456:789a::1'],
    ['fec0::1'],
    // multicast and broadcast
    ['224.0.0.1'],
    ['239.255.255.250'],
    ['255.255.255.255'],
    ['ff02::1'],
    // reserved and documentation ranges
    ['192.0.2.1'],
    ['198.51.100.1'],
    ['203.0.113.1'],
    ['198.18.0.1'],
    ['240.0.0.1'],
    ['2001:db8::1'],
    // IPv6 forms that carry an IPv4 address: 6to4, Teredo, NAT64, SIIT
    ['2002:7f00:1::'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['64:ff9b::7f00:1'],
    ['::ffff:0:7f00:1'],
    // discard-only and not yet allocated IPv6
    ['100::1'],
    ['4000::1'],
  ])('refuses the special-purpose address %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([[''], ['localhost'], ['example.com'], ['256.0.0.1'], ['1.2.3.4.5'], [':::1']])('refuses %j, which is not an address', (value) => {
    expect(isPublicAddress(value)).toBe(false);
  });
});
