import { MAX_PHOTO_BYTES, MAX_PHOTO_JSON_BYTES, MAX_PHOTO_PIXELS } from '@pool/api-contract';
import { JSON_BODY_TYPES } from '@pool/http-kit';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import multer from 'multer';
import sharp from 'sharp';
import { HttpError } from '../http/problem.js';

export { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS };

/** Formats sharp may read from an upload; anything else (SVG, PDF, text…) is refused. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** The longer side of what is kept (and read): plenty for a pool photo or a strip on its card. */
const KEPT_SIZE = 1600;

/** A photo's pixels, upright, 8-bit sRGB without alpha: what the strip reader works on. */
export interface PhotoPixels { data: Buffer; width: number; height: number; channels: 3 }

/**
 * The one decode of an upload: turned upright from its EXIF orientation, shrunk to at most
 * {@link KEPT_SIZE} px while it is decoded (JPEG shrink-on-load), flattened on white, 8-bit sRGB.
 */
export async function decodeUpright(bytes: Buffer): Promise<PhotoPixels> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, animated: false, failOn: 'error' }).rotate()
    .resize(KEPT_SIZE, KEPT_SIZE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' }).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

/** Format and size from the file's header alone: no pixel is decoded (libvips opens the header lazily). */
async function header(bytes: Buffer): Promise<{ format?: string; width?: number; height?: number }> {
  try {
    const { format, width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return { format, width, height };
  } catch {
    return {};
  }
}

/**
 * Checks and re-encodes an uploaded photo (docs/decisions/0031, 0053): at most 12 MB (413), a raster
 * image sharp can read (415), at most {@link MAX_PHOTO_PIXELS} in width × height as its header says
 * (413, before anything is decoded), then decoded once ({@link decodeUpright}) and written as new WebP
 * files without any metadata (EXIF with GPS, ICC, XMP are dropped: they are not carried by raw pixels):
 * the kept image (at most 1600 px) and a 320 px thumbnail. The pixels are answered too, for the strip
 * reader, so nothing decodes the upload a second time.
 *
 * @param decode The decoder (tests pass a spy to prove a refused photo is never decoded).
 */
export async function reencodePhoto(base64: string, decode: (bytes: Buffer) => Promise<PhotoPixels> = decodeUpright): Promise<{ image: Buffer; thumbnail: Buffer; pixels: PhotoPixels }> {
  // 4 base64 characters carry 3 bytes: refuse before decoding a huge body.
  if (Math.floor((base64.length * 3) / 4) > MAX_PHOTO_BYTES + 2) throw tooLarge();
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_PHOTO_BYTES) throw tooLarge();
  const { format, width, height } = await header(bytes);
  if (!format || !ACCEPTED.has(format) || !width || !height) throw notAnImage();
  if (width * height > MAX_PHOTO_PIXELS) throw tooManyPixels(width, height);
  let pixels: PhotoPixels;
  try {
    pixels = await decode(bytes);
  } catch {
    // A header that reads but pixels that do not (a truncated file).
    throw notAnImage();
  }
  const raw = { raw: { width: pixels.width, height: pixels.height, channels: pixels.channels } };
  const [image, thumbnail] = await Promise.all([
    sharp(pixels.data, raw).webp({ quality: 80 }).toBuffer(),
    sharp(pixels.data, raw).resize(320, 320, { fit: 'cover' }).webp({ quality: 70 }).toBuffer(),
  ]);
  return { image, thumbnail, pixels };
}

const tooLarge = () => new HttpError(413, 'Failed to upload image', { detail: 'The image is larger than 12 MB.' });
const tooManyPixels = (width: number, height: number) => new HttpError(413, 'Failed to upload image', {
  detail: `The image is ${width} × ${height} pixels; at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels are accepted.`,
});
const notAnImage = () => new HttpError(415, 'Failed to upload image', { detail: 'The file is not an image (JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF).' });

/**
 * The body parser of the photo route: base64 JSON of a 12 MB image and its overhead. A larger body is
 * refused before it is read, with the same message as an image over 12 MB.
 */
export function photoBody(): [RequestHandler, ErrorRequestHandler] {
  return [
    express.json({ limit: MAX_PHOTO_JSON_BYTES, type: JSON_BODY_TYPES }),
    (error: unknown, _req, _res, next) => next((error as { type?: unknown } | null)?.type === 'entity.too.large' ? tooLarge() : error),
  ];
}

/**
 * Reads a photo sent as a file (`multipart/form-data`, one field `image`, at most 12 MB) into memory
 * for a route's handler (`req.file`). Anything else is refused with a problem, never a 500: a body that
 * is not multipart (415), a larger file (413), a second file or an unknown file field, or a form that
 * does not parse (400). The bytes then go through {@link reencodePhoto} like a base64 upload.
 */
export function multipartPhoto(): RequestHandler {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, parts: 6 } }).single('image');
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) {
      next(new HttpError(415, 'Failed to upload image', { detail: 'Send the photo as multipart/form-data with the file in the field "image".' }));
      return;
    }
    upload(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') return next(tooLarge());
      next(new HttpError(400, 'Failed to upload image', { detail: error instanceof multer.MulterError ? `${error.message}${error.field ? ` (${error.field})` : ''}.` : 'The form could not be read.' }));
    });
  };
}
