import type { LookupAddress } from 'node:dns';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { AddressRefusedError, addressRefusedCode, guardedLookup, isAddressRefused, type ResolveAll } from './guarded-lookup';

/** A resolver that answers from a table, as `dns.lookup(name, { all: true })` would. */
function fakeResolve(table: Record<string, LookupAddress[]>): ResolveAll {
  return (hostname, _options, callback) => {
    const addresses = table[hostname];
    if (!addresses) {
      callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
      return;
    }
    callback(null, addresses);
  };
}

const table: Record<string, LookupAddress[]> = {
  'public.example': [
    { address: '93.184.215.14', family: 4 },
    { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
  ],
  'loopback.example': [{ address: '127.0.0.1', family: 4 }],
  'mixed.example': [
    { address: '93.184.215.14', family: 4 },
    { address: '10.0.0.5', family: 4 },
  ],
  'mapped.example': [{ address: '::ffff:169.254.169.254', family: 6 }],
  'empty.example': [],
};

type Answer = { error: NodeJS.ErrnoException | null; address: string | LookupAddress[]; family?: number };

function lookup(hostname: string, all: boolean): Promise<Answer> {
  const guarded = guardedLookup(fakeResolve(table));
  return new Promise((resolve) => guarded(hostname, { all }, (error, address, family) => resolve({ error, address, family })));
}

describe('guardedLookup', () => {
  it('answers one address, or all of them, for a public name', async () => {
    expect(await lookup('public.example', false)).toEqual({ error: null, address: '93.184.215.14', family: 4 });
    expect(await lookup('public.example', true)).toEqual({ error: null, address: table['public.example'], family: undefined });
  });

  it.each([['loopback.example'], ['mixed.example'], ['mapped.example'], ['empty.example']])(
    'refuses %s in both callback shapes, with a code',
    async (hostname) => {
      for (const all of [false, true]) {
        const { error } = await lookup(hostname, all);
        expect(error).toBeInstanceOf(AddressRefusedError);
        expect(error?.code).toBe(addressRefusedCode);
        expect(isAddressRefused(error)).toBe(true);
      }
    },
  );

  it('passes resolver errors on unchanged', async () => {
    const { error } = await lookup('unknown.example', true);
    expect(error?.code).toBe('ENOTFOUND');
    expect(isAddressRefused(error)).toBe(false);
  });

  it('is honoured by net.connect: a name resolving to loopback never connects', async () => {
    let connected = false;
    const server = net.createServer((socket) => {
      connected = true;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const error = await new Promise<Error>((resolve) => {
      const socket = net.connect({ host: 'loopback.example', port, lookup: guardedLookup(fakeResolve(table)) });
      socket.on('connect', () => resolve(new Error('connected')));
      socket.on('error', resolve);
    });
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(isAddressRefused(error)).toBe(true);
    expect(connected).toBe(false);
  });
});

describe('isAddressRefused', () => {
  it('finds the refusal in a chain of causes', () => {
    const wrapped = new Error('fetch failed', { cause: new Error('connect failed', { cause: new AddressRefusedError('x', '10.0.0.1') }) });
    expect(isAddressRefused(wrapped)).toBe(true);
    expect(isAddressRefused(new Error('other'))).toBe(false);
    expect(isAddressRefused('ERR_ADDRESS_REFUSED')).toBe(false);
  });
});
