// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preparePhoto } from './prepare-photo';

afterEach(() => vi.unstubAllGlobals());

describe('preparePhoto', () => {
  it('refuses a file of a type the browser always decodes when it does not decode (a renamed text file)', async () => {
    vi.stubGlobal('createImageBitmap', () =>
      Promise.reject(new Error('The source image could not be decoded.')),
    );
    const renamed = new File(['not a picture'], 'eighteenth.png', { type: 'image/png' });
    expect(await preparePhoto(renamed)).toEqual({ ok: false, reason: 'not-image' });
  });

  it('sends a HEIC photo the browser cannot decode as it is, when it fits', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('Unsupported format')));
    const heic = new File([new Uint8Array(2048)], 'IMG_0001.HEIC', { type: 'image/heic' });
    const result = await preparePhoto(heic);
    expect(result).toMatchObject({ ok: true, photo: { contentType: 'image/heic' } });
  });

  it('refuses a type that is not a photo before reading it', async () => {
    const pdf = new File(['%PDF'], 'scorecard.pdf', { type: 'application/pdf' });
    expect(await preparePhoto(pdf)).toEqual({ ok: false, reason: 'not-image' });
  });
});
