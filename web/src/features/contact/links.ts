// Links of the contact page (spec §2 "Contact": a map link from the mall's coordinates, phone and e-mail).

export interface PlaceAddress {
  street?: string | null;
  street2?: string | null;
  city?: string | null;
  zipCode?: string | null;
  country?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

const validCoordinates = (lat: number | null | undefined, lng: number | null | undefined): lat is number =>
  typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && !(lat === 0 && lng === 0);

/**
 * A maps link that opens the map app on a phone and the map site elsewhere (Google Maps' URL API, no
 * key): by the coordinates when the mall has them, otherwise by the address; null when neither.
 */
export function mapLink(name: string, address: PlaceAddress): string | null {
  if (validCoordinates(address.latitude, address.longitude)) {
    return `https://www.google.com/maps/search/?api=1&query=${address.latitude.toFixed(6)}%2C${address.longitude!.toFixed(6)}`;
  }
  const parts = [name, address.street, [address.zipCode, address.city].filter(Boolean).join(' '), address.country].filter((p) => p && p.trim());
  if (parts.length < 2) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(parts.join(', '))}`;
}

/** `tel:` with what a dialler reads: digits and a leading +. Null when too few digits to dial. */
export function telLink(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const plus = phone.trim().startsWith('+') || phone.trim().startsWith('00');
  const digits = phone.replace(/\D/g, '').replace(/^00/, '');
  if (digits.length < 5) return null;
  return `tel:${plus ? '+' : ''}${digits}`;
}

/** `mailto:` for an address that looks like one (one @, no spaces), else null. */
export function mailLink(email: string | null | undefined): string | null {
  const value = email?.trim();
  if (!value || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return null;
  return `mailto:${value}`;
}
