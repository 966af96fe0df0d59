import { gunzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { redisUrl } from './stack';

// Everything a test's Redis prefix holds, as text a test can search for personal data (issue 10: "a
// scan of Redis after a member session finds no personal data in shared keys"). Kept responses store
// their body compressed (page-cache/cached-response.ts: base64 gzip and brotli copies); the gzip copy is
// unpacked so that the page's or operation's own text is searched too, not only its wrapper.

export interface RedisEntry {
  key: string;
  text: string;
}

/** The unpacked gzip copies inside a stored value (any `gzip` field of base64 text), recursively. */
function unpacked(value: unknown, out: string[]): void {
  if (Array.isArray(value)) for (const item of value) unpacked(item, out);
  else if (value && typeof value === 'object') {
    for (const [field, inner] of Object.entries(value)) {
      if (field === 'gzip' && typeof inner === 'string') out.push(gunzipSync(Buffer.from(inner, 'base64')).toString('utf8'));
      else unpacked(inner, out);
    }
  }
}

export async function scanPrefix(prefix: string): Promise<RedisEntry[]> {
  const redis = new Redis(redisUrl);
  try {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      keys.push(...batch);
    } while (cursor !== '0');
    const entries: RedisEntry[] = [];
    for (const key of keys) {
      const type = await redis.type(key);
      const raw =
        type === 'string'
          ? ((await redis.getBuffer(key))?.toString('utf8') ?? '')
          : type === 'hash'
            ? JSON.stringify(await redis.hgetall(key))
            : type === 'zset'
              ? JSON.stringify(await redis.zrange(key, '0', '-1'))
              : type === 'list'
                ? JSON.stringify(await redis.lrange(key, 0, -1))
                : type === 'set'
                  ? JSON.stringify(await redis.smembers(key))
                  : '';
      const parts = [raw];
      try {
        unpacked(JSON.parse(raw), parts);
      } catch {
        // Not JSON (a counter, a lock): searched as it is.
      }
      entries.push({ key, text: parts.join('\n') });
    }
    return entries;
  } finally {
    redis.disconnect();
  }
}

/** Every key and value under the prefix as one text, with the keys apart (the loyalty tests' form of the scan). */
export async function storedTexts(prefix: string): Promise<{ keys: string[]; text: string }> {
  const entries = await scanPrefix(prefix);
  return { keys: entries.map((entry) => entry.key), text: entries.flatMap((entry) => [entry.key, entry.text]).join('\n') };
}
