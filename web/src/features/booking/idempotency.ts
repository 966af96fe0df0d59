// The idempotency key of a booking attempt (issue 21 "No double booking": an order sent twice, by a
// double click or a retry after a lost reply, makes one booking). One key per choice: sending the same
// choice again (the same service, time, people and note) sends the same key, so the platform answers
// with the booking it made; another choice is another attempt, with a new key.

export interface AttemptKeys {
  /** The key for this choice: the last one again when the choice is the same. */
  keyFor(choice: readonly unknown[]): string;
  /** After a booking: the next one is a new attempt whatever its choice. */
  forget(): void;
}

export function attemptKeys(newKey: () => string = () => crypto.randomUUID()): AttemptKeys {
  let last: { choice: string; key: string } | null = null;
  return {
    keyFor(choice) {
      const text = JSON.stringify(choice);
      if (last?.choice !== text) last = { choice: text, key: newKey() };
      return last.key;
    },
    forget() {
      last = null;
    },
  };
}
