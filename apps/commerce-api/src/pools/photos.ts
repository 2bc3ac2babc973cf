import { JSON_BODY_TYPES } from '@pool/http-kit';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import multer from 'multer';
import sharp from 'sharp';
import { HttpError } from '../http/problem.js';

/** Largest photo accepted, decoded (the base64 body is a third larger). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Formats sharp may read from an upload; anything else (SVG, PDF, text…) is refused. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/**
 * Checks and re-encodes an uploaded photo: at most 10 MB (413), a raster image sharp can read (415),
 * turned upright from its EXIF orientation and written as a new WebP without any metadata (EXIF, GPS,
 * ICC, XMP are dropped: sharp writes none unless asked), at most 1600 px, plus a 320 px thumbnail.
 */
export async function reencodePhoto(base64: string): Promise<{ image: Buffer; thumbnail: Buffer }> {
  // 4 base64 characters carry 3 bytes: refuse before decoding a huge body.
  if (Math.floor((base64.length * 3) / 4) > MAX_PHOTO_BYTES + 2) throw tooLarge();
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_PHOTO_BYTES) throw tooLarge();
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED.has(format)) throw notAnImage();
  try {
    const upright = sharp(bytes, { limitInputPixels: 50_000_000, animated: false }).rotate();
    const image = await upright.clone().resize(1600, 1600, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    const thumbnail = await upright.clone().resize(320, 320, { fit: 'cover' }).webp({ quality: 70 }).toBuffer();
    return { image, thumbnail };
  } catch {
    // A header that reads but pixels that do not (a truncated file).
    throw notAnImage();
  }
}

const tooLarge = () => new HttpError(413, 'Failed to upload image', { detail: 'The image is larger than 10 MB.' });
const notAnImage = () => new HttpError(415, 'Failed to upload image', { detail: 'The file is not an image (JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF).' });

/**
 * The body parser of the photo route: base64 JSON up to 16 MB (10 MB of image and its overhead). A
 * larger body is refused before it is read, with the same message as an image over 10 MB.
 */
export function photoBody(): [RequestHandler, ErrorRequestHandler] {
  return [
    express.json({ limit: '16mb', type: JSON_BODY_TYPES }),
    (error: unknown, _req, _res, next) => next((error as { type?: unknown } | null)?.type === 'entity.too.large' ? tooLarge() : error),
  ];
}

/**
 * Reads a photo sent as a file (`multipart/form-data`, one field `image`, at most 10 MB) into memory
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
