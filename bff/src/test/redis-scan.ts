import { Redis } from 'ioredis';
import { redisUrl } from './stack';

// What a test's Redis holds under its prefix, keys and values as text: for the scans that must find
// nothing of a member in the shared stores (issue 10 "Rules": a member's data never enters a shared
// cache). Values are read as UTF-8 text, as the cache stores them.

export async function storedTexts(prefix: string): Promise<{ keys: string[]; text: string }> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      keys.push(...batch);
      cursor = next;
    } while (cursor !== '0');
    const texts: string[] = [];
    for (const key of keys) {
      const type = await redis.type(key);
      texts.push(key);
      if (type === 'string') texts.push((await redis.getBuffer(key))?.toString('utf8') ?? '');
      else if (type === 'hash') texts.push(JSON.stringify(await redis.hgetall(key)));
      else if (type === 'list') texts.push(JSON.stringify(await redis.lrange(key, 0, -1)));
      else if (type === 'set') texts.push(JSON.stringify(await redis.smembers(key)));
      else if (type === 'zset') texts.push(JSON.stringify(await redis.zrange(key, '0', '-1')));
    }
    return { keys, text: texts.join('\n') };
  } finally {
    await redis.quit();
  }
}
