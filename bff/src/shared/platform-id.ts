// The platform's ids as the schema's ID (messages, issue 20; booking, issue 21): digits only. Anything
// else is no id of ours, and is not found without asking the platform.

/** A platform id as the schema's ID, and back: digits only (anything else is no id of ours). */
export function isPlatformId(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\d{1,15}$/.test(value);
}
