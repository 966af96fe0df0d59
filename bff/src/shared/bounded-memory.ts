// Answers remembered by their input, for inputs that come back again and again (a browser's
// Accept-Encoding, a page's picture URLs in the log, the minutes a mall's posts are dated with), where
// an input may also be anything a client sends. Bounded by count, and emptied whole when full: no
// bookkeeping per hit (an LRU's), and a flood of new inputs costs one cleared map, never memory.

export class BoundedMemory<K, V> {
  readonly #answers = new Map<K, V>();

  constructor(readonly limit: number) {}

  /** The answer remembered for `key`, else `make`'s, remembered (after emptying a full memory). */
  answer(key: K, make: (key: K) => V): V {
    const known = this.#answers.get(key);
    if (known !== undefined) return known;
    const made = make(key);
    if (this.#answers.size >= this.limit) this.#answers.clear();
    this.#answers.set(key, made);
    return made;
  }

  get size(): number {
    return this.#answers.size;
  }
}
