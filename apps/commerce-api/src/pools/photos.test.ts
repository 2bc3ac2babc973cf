import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { blackPng } from '../../../../scripts/lib/black-png.mjs';
import { HttpError } from '../http/problem.js';
import { decodeUpright, MAX_PHOTO_PIXELS, reencodePhoto } from './photos.js';
import { stripPhoto } from './strip-fixture.js';

describe('reencodePhoto', () => {
  it('refuses a 7000 × 7000 PNG by its header with a 413, without decoding it', async () => {
    const png = blackPng(7000, 7000);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 7000, height: 7000 });
    expect(png.length).toBeLessThan(1024 * 1024);
    expect(7000 * 7000).toBeGreaterThan(MAX_PHOTO_PIXELS);
    const decode = vi.fn(decodeUpright);
    const error = await reencodePhoto(png.toString('base64'), decode).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 413, title: 'Failed to upload image', extra: { detail: 'The image is 7000 × 7000 pixels; at most 40 megapixels are accepted.' } });
    expect(decode).not.toHaveBeenCalled();
  }, 30_000);

  it('decodes a photo under the cap once, and keeps an image and a thumbnail made from those pixels', async () => {
    const decode = vi.fn(decodeUpright);
    const { image, thumbnail, pixels } = await reencodePhoto((await stripPhoto()).toString('base64'), decode);
    expect(decode).toHaveBeenCalledTimes(1);
    expect(await sharp(image).metadata()).toMatchObject({ format: 'webp', width: pixels.width, height: pixels.height });
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp', width: 320, height: 320 });
  });

  it('stores a JPEG carrying GPS in its EXIF without any of its metadata', async () => {
    const jpeg = await sharp(await stripPhoto()).withExif({
      IFD0: { Make: 'PoolPhone', Model: 'PP-1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 26/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '112/1 4/1 3456/100' },
    }).jpeg().toBuffer();
    const sent = await sharp(jpeg).metadata();
    expect(sent.exif?.toString('latin1')).toContain('PoolPhone');
    // The GPS IFD pointer (tag 0x8825, little-endian).
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const { image, thumbnail } = await reencodePhoto(jpeg.toString('base64'));
    for (const stored of [image, thumbnail]) {
      const kept = await sharp(stored).metadata();
      expect(kept.exif).toBeUndefined();
      expect(kept.xmp).toBeUndefined();
      expect(kept.icc).toBeUndefined();
      expect(stored.toString('latin1')).not.toContain('PoolPhone');
      expect(stored.toString('latin1')).not.toContain('Exif');
    }
  });

  it('takes a 12 MB photo and refuses one byte more with 413', async () => {
    const error = await reencodePhoto(Buffer.alloc(12 * 1024 * 1024 + 1, 1).toString('base64')).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 413, extra: { detail: 'The image is larger than 12 MB.' } });
    // Just under 12 MB of noise as a JPEG-sized upload: read by its header, not refused for its size.
    const noise = await sharp(randomBytes(3000 * 2000 * 3), { raw: { width: 3000, height: 2000, channels: 3 } })
      .jpeg({ quality: 100 }).toBuffer();
    expect(noise.length).toBeLessThanOrEqual(12 * 1024 * 1024);
    expect(noise.length).toBeGreaterThan(4 * 1024 * 1024);
    const { pixels } = await reencodePhoto(noise.toString('base64'));
    expect(Math.max(pixels.width, pixels.height)).toBe(1600);
  }, 30_000);
});
