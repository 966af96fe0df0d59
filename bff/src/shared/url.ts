// Spec §5: a website address lacking http:// or https:// gets http:// prepended.
export function normaliseWebsite(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}
