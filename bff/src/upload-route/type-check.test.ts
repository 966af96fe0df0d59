import { describe, expect, it } from 'vitest';
import type { UploadType } from '@mall/site/uploads';
import { exeBytes, gifBytes, jpegBytes, pdfBytes, pngBytes } from '../test/upload-fixtures';
import { sniffUploadType } from './type-check';

// The type of an upload from real bytes of each kind (issue 10), whatever its name or declared type.

describe('the type of an upload, from its bytes', () => {
  it('knows a JPEG photo, a PNG and a PDF; refuses an executable, a GIF and text', async () => {
    expect(await sniffUploadType(await jpegBytes())).toBe('image/jpeg');
    expect(await sniffUploadType(await pngBytes())).toBe('image/png');
    expect(await sniffUploadType(pdfBytes())).toBe('application/pdf');
    expect(await sniffUploadType(exeBytes())).toBeNull();
    expect(await sniffUploadType(await gifBytes())).toBeNull();
    expect(await sniffUploadType(Buffer.from('Total 24.90 EUR, thank you for your purchase'))).toBeNull();
    expect(await sniffUploadType(Buffer.alloc(0))).toBeNull();
  });

  it('takes only the types a route allows (a profile picture is no PDF)', async () => {
    const photos: UploadType[] = ['image/jpeg', 'image/png'];
    expect(await sniffUploadType(pdfBytes(), photos)).toBeNull();
    expect(await sniffUploadType(await pngBytes(), photos)).toBe('image/png');
  });
});
