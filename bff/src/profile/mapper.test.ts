import { describe, expect, it } from 'vitest';
import { pictureUrl, setupMissing, toProfile, toProfilePatch } from './mapper';
import { profileSchema } from './upstream';

const upstream = (fields: Record<string, unknown> = {}) =>
  profileSchema.parse({ id: 7, email: ' jana@aupark.test ', first_name: ' Jana ', last_name: 'Nováková', phone: '+421 900 123 456', birth_date: '1990-05-14', city: '', newsletter: true, has_password: true, ...fields });

describe('toProfile', () => {
  it('trims, turns empty texts into none, and asks the setup modal for nothing when complete', () => {
    expect(toProfile(upstream())).toEqual({
      id: '7',
      email: 'jana@aupark.test',
      firstName: 'Jana',
      lastName: 'Nováková',
      phone: '+421 900 123 456',
      birthDate: '1990-05-14',
      city: null,
      newsletter: true,
      hasPassword: true,
      picture: null,
      setupMissing: [],
    });
  });

  it('keeps only a birth date a date input can show, and reads missing flags as the usual case', () => {
    expect(toProfile(upstream({ birth_date: '14.05.1990' })).birthDate).toBeNull();
    expect(toProfile(upstream({ birth_date: '1990-02-30' })).birthDate).toBeNull();
    const bare = toProfile(profileSchema.parse({ id: '8', email: 'x@y.cz' }));
    expect(bare).toMatchObject({ firstName: '', lastName: '', newsletter: false, hasPassword: true, setupMissing: ['phone', 'birthDate'] });
    expect(toProfile(upstream({ has_password: false, sso: true })).hasPassword).toBe(false);
  });
});

describe('pictureUrl', () => {
  it("links the member's picture through the bff with the platform's version, never the platform's own address", () => {
    expect(pictureUrl('http://127.0.0.1:4010/v1/me/profile-picture?v=3fa9c2d41b7e0a55')).toBe('/api/profile-picture?v=3fa9c2d41b7e0a55');
    expect(toProfile(upstream({ profile_picture: 'https://cdn.example/p/1.jpg?v=abc' })).picture).toBe('/api/profile-picture?v=abc');
    const hashed = pictureUrl('https://cdn.example/avatars/77.jpg');
    expect(hashed).toMatch(/^\/api\/profile-picture\?v=[0-9a-f]{16}$/);
    expect(pictureUrl('https://cdn.example/avatars/78.jpg')).not.toBe(hashed);
    expect(pictureUrl('https://cdn.example/a.jpg?v=<script>')).toMatch(/\?v=[0-9a-f]{16}$/);
    expect(pictureUrl(' ')).toBeNull();
    expect(pictureUrl(null)).toBeNull();
  });
});

describe('setupMissing', () => {
  it('lists phone, then birth date, whichever is empty', () => {
    expect(setupMissing({ phone: null, birthDate: '1990-01-01' })).toEqual(['phone']);
    expect(setupMissing({ phone: '+420 601 123 456', birthDate: null })).toEqual(['birthDate']);
    expect(setupMissing({ phone: null, birthDate: null })).toEqual(['phone', 'birthDate']);
  });
});

describe('toProfilePatch', () => {
  it("sends every field in the platform's names, an empty optional one as null", () => {
    expect(toProfilePatch({ firstName: 'Jana', lastName: 'Nováková', phone: undefined, birthDate: undefined, city: undefined, newsletter: false })).toEqual({
      first_name: 'Jana',
      last_name: 'Nováková',
      phone: null,
      birth_date: null,
      city: null,
      newsletter: false,
    });
    expect(toProfilePatch({ firstName: 'A', lastName: 'B', phone: '+421 1', birthDate: '2000-01-01', city: 'Žilina', newsletter: true })).toMatchObject({ phone: '+421 1', birth_date: '2000-01-01', city: 'Žilina' });
  });
});
