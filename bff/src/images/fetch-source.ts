import { Agent, type Dispatcher, request } from 'undici';
import { guardedLookup, isAddressRefused } from '../net/guarded-lookup';
import { readCapped } from '../net/read-capped';
import { judgeSource, type SourcePolicy, type SourceVerdict } from '../net/source-policy';
import { sniffImage, type SourceFormat } from './sniff';

// Fetches one source image for the image route (issue "Harden the gateway", finding 2, and issue 7):
// within one deadline and a byte cap, through the lookup that refuses non-public addresses, and
// following at most `maxRedirects` redirects, each judged again by the source policy and connected
// through the same guarded lookup, so a redirect cannot lead past what the first URL had to pass.

/** Sent on every fetch of the proxy; an `/img` request that carries it is the proxy calling itself. */
export const imageProxyMarker = 'x-mall-image-proxy';

export type SourceFailure =
  | { ok: false; kind: 'refused'; verdict: Extract<SourceVerdict, { ok: false }>; hop: number }
  | { ok: false; kind: 'address-refused'; hop: number; error: unknown }
  | { ok: false; kind: 'not-found' | 'status' | 'not-image' | 'too-large' | 'timeout' | 'network' | 'too-many-redirects'; status?: number; error?: unknown };

export type SourceFetch = { ok: true; body: Buffer; format: SourceFormat } | SourceFailure;

export interface SourceFetcherOptions {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects?: number;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * What a source may claim to send. A claimed type is not believed (the bytes are sniffed), but one
 * that says "not an image" ends the fetch before its body is read.
 */
const mayBeImage = (type: string) => type === '' || type.startsWith('image/') || type === 'application/octet-stream' || type === 'binary/octet-stream';

export interface SourceFetcher {
  fetch(source: URL, policy: SourcePolicy): Promise<SourceFetch>;
  close(): Promise<void>;
}

export function createSourceFetcher({ maxBytes, timeoutMs, maxRedirects = 3 }: SourceFetcherOptions): SourceFetcher {
  // The trusted upstream may resolve to a private address (`sandbox` on a Docker network), so it has
  // an agent of its own; every other source goes through the lookup that refuses such addresses.
  const trustedAgent = new Agent({ keepAliveTimeout: 10_000, connections: 32 });
  const guardedAgent = new Agent({ keepAliveTimeout: 10_000, connections: 32, connect: { lookup: guardedLookup() } });

  /**
   * One GET per hop, all within one deadline (connect, headers and body), read into memory up to
   * `maxBytes`. The body is buffered so that the answer is decided before the first byte goes out:
   * a source that is too large or too slow ends in a 502, never in a truncated 200.
   */
  async function fetchSource(first: URL, policy: SourcePolicy): Promise<SourceFetch> {
    const signal = AbortSignal.timeout(timeoutMs);
    let url = first;
    for (let hop = 0; ; hop++) {
      // The route judged the first URL already (and answered its refusals); every hop is judged here.
      const verdict = judgeSource(url, policy);
      if (!verdict.ok) return { ok: false, kind: 'refused', verdict, hop };
      const dispatcher: Dispatcher = verdict.trusted ? trustedAgent : guardedAgent;
      try {
        // undici's `request` does not follow redirects itself: each hop comes back here to be judged.
        const upstream = await request(url, { method: 'GET', dispatcher, signal, headers: { [imageProxyMarker]: '1', accept: 'image/*' } });
        const location = upstream.headers.location;
        if (redirectStatuses.has(upstream.statusCode) && typeof location === 'string') {
          await upstream.body.dump({ limit: 64 * 1024, signal });
          if (hop >= maxRedirects) return { ok: false, kind: 'too-many-redirects', status: upstream.statusCode };
          try {
            url = new URL(location, url);
          } catch {
            return { ok: false, kind: 'status', status: upstream.statusCode };
          }
          if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, kind: 'status', status: upstream.statusCode };
          continue;
        }
        const type = String(upstream.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        const refusal: SourceFailure | undefined =
          upstream.statusCode === 404
            ? { ok: false, kind: 'not-found', status: 404 }
            : upstream.statusCode !== 200
              ? { ok: false, kind: 'status', status: upstream.statusCode }
              : !mayBeImage(type)
                ? { ok: false, kind: 'not-image' }
                : Number(upstream.headers['content-length']) > maxBytes
                  ? { ok: false, kind: 'too-large' }
                  : undefined;
        if (refusal) {
          // undici's way to let a body go: a small one is read (the connection is reused), a larger one is
          // dropped at once. A bare `destroy()` would emit an abort error that nothing listens to.
          await upstream.body.dump({ limit: 64 * 1024, signal });
          return refusal;
        }
        const body = await readCapped(upstream.body, maxBytes);
        if (!body) return { ok: false, kind: 'too-large' };
        const format = sniffImage(body);
        return format ? { ok: true, body, format } : { ok: false, kind: 'not-image' };
      } catch (error) {
        if (isAddressRefused(error)) return { ok: false, kind: 'address-refused', hop, error };
        return { ok: false, kind: signal.aborted ? 'timeout' : 'network', error };
      }
    }
  }

  return {
    fetch: fetchSource,
    async close() {
      await Promise.all([trustedAgent.close(), guardedAgent.close()]);
    },
  };
}
