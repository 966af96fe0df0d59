import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCapped } from './read-capped';

const chunk = (size: number, fill = 1) => new Uint8Array(size).fill(fill);

describe('readCapped', () => {
  it('returns the whole body when it fits, up to exactly the cap', async () => {
    expect(await readCapped(Readable.from([chunk(3, 1), chunk(2, 2)]), 5)).toEqual(Buffer.from([1, 1, 1, 2, 2]));
    expect(await readCapped(Readable.from([]), 5)).toEqual(Buffer.alloc(0));
  });

  it('stops reading past the cap and destroys the stream', async () => {
    let pulled = 0;
    const endless = new Readable({
      read() {
        pulled++;
        this.push(chunk(1024));
      },
    });
    expect(await readCapped(endless, 4096)).toBeUndefined();
    expect(endless.destroyed).toBe(true);
    // A few chunks beyond the cap at most (the stream reads ahead up to its high-water mark).
    expect(pulled).toBeLessThan(4 + 32);
  });

  it('passes a stream error on', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('socket hang up'));
      },
    });
    await expect(readCapped(failing, 10)).rejects.toThrow('socket hang up');
  });
});
