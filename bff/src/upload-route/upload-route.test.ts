import { describe, expect, it } from 'vitest';
import { acceptAttribute, looksLikeUploadType, megabytes } from '@mall/site/uploads';
import { loadConfig } from '../config';
import { isCrossSite } from './upload-route';

// The upload routes' own rules (issue 10): the cross-site rule, the size limit's setting, and the
// browser's courtesy checks they stand behind. The route end to end: upload-route.int.test.ts.

describe("the browser's courtesy checks (@mall/site/uploads)", () => {
  it('judge by the declared type, else by the ending; the accept attribute names both', () => {
    expect(looksLikeUploadType({ name: 'a.exe', type: 'image/jpeg' })).toBe(true);
    expect(looksLikeUploadType({ name: 'a.pdf', type: 'application/x-msdownload' })).toBe(false);
    expect(looksLikeUploadType({ name: 'SCAN.PDF', type: '' })).toBe(true);
    expect(looksLikeUploadType({ name: 'scan.heic', type: '' })).toBe(false);
    expect(acceptAttribute()).toBe('image/jpeg,.jpg,.jpeg,image/png,.png,application/pdf,.pdf');
    expect(megabytes(10 * 1024 * 1024)).toBe(10);
    expect(megabytes(1000)).toBe(1);
  });
});

describe('UPLOAD_MAX_BYTES', () => {
  it('is 10 MB unless set, and a bad value stops the start', () => {
    expect(loadConfig({}).UPLOAD_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_MAX_BYTES: '2097152' }).UPLOAD_MAX_BYTES).toBe(2_097_152);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '12' })).toThrow(/UPLOAD_MAX_BYTES/);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: 'ten megabytes' })).toThrow(/UPLOAD_MAX_BYTES/);
  });
});

describe('the cross-site rule', () => {
  const request = (headers: Record<string, string>) => ({ headers: { host: 'aupark.localhost:3000', ...headers } }) as never;
  it('lets the site itself through, and refuses another origin or a cross-site fetch', () => {
    expect(isCrossSite(request({ origin: 'http://aupark.localhost:3000', 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSite(request({}))).toBe(false);
    expect(isCrossSite(request({ origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSite(request({ origin: 'null' }))).toBe(true);
    expect(isCrossSite(request({ origin: 'http://galerieharfa.localhost:3000' }))).toBe(true);
    expect(isCrossSite(request({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSite(request({ 'sec-fetch-site': 'same-site' }))).toBe(true);
  });
});
