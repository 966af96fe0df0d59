// Reads a response body into memory with a running count, so a source that sends more than it may
// (or more than it declared, or declares nothing) costs at most `maxBytes` of memory, not its size.

/**
 * The whole body, or `undefined` as soon as it passes `maxBytes`. Leaving the loop early ends the
 * iteration, which destroys a Node stream and with it the connection: the rest is never read.
 */
export async function readCapped(body: AsyncIterable<Uint8Array>, maxBytes: number): Promise<Buffer | undefined> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.byteLength;
    if (total > maxBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}
