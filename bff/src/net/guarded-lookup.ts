import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy';

// A DNS lookup for sockets that may only reach the public Internet. It is given to undici's
// `Agent({ connect: { lookup } })`, which hands it to `net.connect`/`tls.connect`: the check runs on
// the very addresses the socket connects to, so a name that resolves to a public address when
// checked and to 127.0.0.1 when fetched (DNS rebinding) cannot slip through.
// `net.connect` does not call `lookup` for an IP literal: callers check those themselves.

export const addressRefusedCode = 'ERR_ADDRESS_REFUSED';

export class AddressRefusedError extends Error {
  readonly code = addressRefusedCode;
  constructor(
    readonly hostname: string,
    readonly address: string | undefined,
  ) {
    super(address ? `${hostname} resolves to ${address}, which is not a public address` : `${hostname} resolves to no address`);
    this.name = 'AddressRefusedError';
  }
}

/** True when the error, or one it was caused by, is a refused address. */
export function isAddressRefused(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if ((e as { code?: unknown }).code === addressRefusedCode) return true;
  }
  return false;
}

export type ResolveAll = (
  hostname: string,
  options: dns.LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void;

const systemResolve: ResolveAll = (hostname, options, callback) => dns.lookup(hostname, options, callback);

/**
 * A `lookup` that refuses the name when ANY of its addresses is not public (a name that also points
 * at the private network is not a public image host, whichever address the socket would try first).
 * Answers in both shapes `dns.lookup` has: one address, or all of them when `options.all` is set
 * (Node's happy eyeballs, `autoSelectFamily`, asks for all).
 */
export function guardedLookup(resolve: ResolveAll = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const refused = addresses.find((a) => !isPublicAddress(a.address));
      const first = addresses[0];
      if (refused || !first) return callback(new AddressRefusedError(hostname, refused?.address), '');
      if (options.all) return callback(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}
