// A Cache Storage stand-in for unit and DOM tests (happy-dom and Node have none): named caches of
// answers by URL, with the calls offline/member-copy.ts makes (open, has, delete; match, put, delete).
// Answers are kept as their text and headers, as the browser keeps them, and come back as new Responses.

interface Kept {
  body: string;
  headers: [string, string][];
}

class FakeCache {
  readonly entries = new Map<string, Kept>();

  match(request: RequestInfo | URL): Promise<Response | undefined> {
    const kept = this.entries.get(urlOf(request));
    return Promise.resolve(kept ? new Response(kept.body, { headers: kept.headers }) : undefined);
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(urlOf(request), { body: await response.text(), headers: [...response.headers] });
  }

  delete(request: RequestInfo | URL): Promise<boolean> {
    return Promise.resolve(this.entries.delete(urlOf(request)));
  }
}

const urlOf = (request: RequestInfo | URL): string => (typeof request === 'string' ? request : request instanceof URL ? request.href : request.url);

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();

  open(name: string): Promise<Cache> {
    let cache = this.caches.get(name);
    if (!cache) this.caches.set(name, (cache = new FakeCache()));
    return Promise.resolve(cache as unknown as Cache);
  }

  has(name: string): Promise<boolean> {
    return Promise.resolve(this.caches.has(name));
  }

  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.caches.delete(name));
  }

  /** The URLs kept in `name` (for assertions). */
  keysOf(name: string): string[] {
    return [...(this.caches.get(name)?.entries.keys() ?? [])];
  }

  /** Writes an entry as another build, or a hand, could have left it. */
  async putRaw(name: string, url: string, body: string): Promise<void> {
    const cache = (await this.open(name)) as unknown as FakeCache;
    cache.entries.set(url, { body, headers: [['content-type', 'application/json']] });
  }
}

/** Installs a fresh fake as the global `caches`; returns it. Undo with `vi.unstubAllGlobals()`. */
export function installFakeCacheStorage(stub: (name: string, value: unknown) => unknown): FakeCacheStorage {
  const storage = new FakeCacheStorage();
  stub('caches', storage);
  return storage;
}
