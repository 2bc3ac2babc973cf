import type { WaterTestPhoto } from '@pool/api-contract';
import type { StripReading } from '@pool/water-care';
import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mailOutbox, waterTestPhotos } from '../db/schema.js';
import { HttpError, notFound } from '../http/problem.js';
import { createOutboxStore } from '../mail/outbox.js';
import { reencodePhoto } from './photos.js';
import type { PoolService } from './pools.service.js';
import { readStripPhoto } from './strip-reader.js';

type PhotoRow = typeof waterTestPhotos.$inferSelect;

/** Scan-link texts to one phone per hour. */
export const SCAN_LINKS_PER_PHONE_HOUR = 3;
const DAY_MS = 86_400_000;

/** The moment before which a photo taken outside an account is past a retention of `days`. */
export const guestPhotoCutoff = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/**
 * Deletes the photos taken outside an account before `cutoff` (main.ts runs it hourly); a pool
 * profile's photos stay with the pool. Answers how many were deleted.
 */
export async function sweepGuestPhotos(db: Db, cutoff: Date): Promise<number> {
  const removed = await db.delete(waterTestPhotos)
    .where(and(isNull(waterTestPhotos.poolId), lt(waterTestPhotos.createdAt, cutoff)))
    .returning({ id: waterTestPhotos.id });
  return removed.length;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toPhoto(row: PhotoRow): WaterTestPhoto {
  const reading = row.reading as StripReading;
  return {
    id: row.id,
    pool_id: row.poolId,
    problem: reading.ok ? null : reading.problem,
    message: reading.ok ? null : reading.message,
    readings: reading.ok ? reading.readings.map(({ key, label, value, band, confidence, score, hex }) => ({ key, label, value, band: [band[0], band[1]], confidence, score, hex })) : [],
    thumbnail: `data:image/webp;base64,${row.thumbnail.toString('base64')}`,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Water tests by photo (issue #14, docs/decisions/0031): the photo is checked and re-encoded like a
 * pool photo (12 MB, 40 megapixels by its header, raster only, EXIF dropped), read, and kept with the reader's proposal until the
 * shopper confirms the readings (saved through the manual test's path, with its validation).
 */
export function createWaterTestPhotoService(deps: { db: Db; pools: PoolService; now: () => Date; storefrontUrl: string; guestRetentionDays: number }) {
  const { db, pools, now, storefrontUrl, guestRetentionDays } = deps;
  const guestCutoff = () => guestPhotoCutoff(now(), guestRetentionDays);
  const outbox = createOutboxStore(db);

  async function store(poolId: number | null, base64: string): Promise<WaterTestPhoto> {
    // One decode: the reader works on the pixels the re-encoding decoded.
    const { image, thumbnail, pixels } = await reencodePhoto(base64);
    const reading = await readStripPhoto(pixels);
    const [row] = await db.insert(waterTestPhotos).values({ poolId, image, thumbnail, reading }).returning();
    return toPhoto(row!);
  }

  return {
    async read(customerId: number, poolId: number, base64: string): Promise<WaterTestPhoto> {
      await pools.get(customerId, poolId);
      return store(poolId, base64);
    },

    async get(customerId: number, poolId: number, photoId: string): Promise<WaterTestPhoto> {
      await pools.get(customerId, poolId);
      const [row] = UUID.test(photoId)
        ? await db.select().from(waterTestPhotos).where(and(eq(waterTestPhotos.id, photoId), eq(waterTestPhotos.poolId, poolId)))
        : [];
      if (!row) throw notFound(`No photo test ${photoId}.`);
      return toPhoto(row);
    },

    outsideRead: (base64: string) => store(null, base64),

    /** A photo taken outside an account; past its retention it is gone, even before the sweep deletes it. */
    async outsideGet(id: string): Promise<WaterTestPhoto> {
      const [row] = UUID.test(id)
        ? await db.select().from(waterTestPhotos).where(and(eq(waterTestPhotos.id, id), isNull(waterTestPhotos.poolId), gt(waterTestPhotos.createdAt, guestCutoff())))
        : [];
      if (!row) throw notFound(`No water test ${id}.`);
      return toPhoto(row);
    },

    /**
     * Texts the /scan link to a phone (digits only): the text is written to the outbox (`sms:<digits>`,
     * template 'scan-link') and the delivery worker hands it to the SMS provider (`SMS_PROVIDER`; by
     * default it stays in the outbox, which the outbox listener shows, docs/decisions/0063); 429 past
     * {@link SCAN_LINKS_PER_PHONE_HOUR} an hour to one phone.
     */
    async sendLink(phone: string): Promise<{ sent: true; phone: string }> {
      const to = `sms:${phone}`;
      const since = new Date(now().getTime() - 3_600_000);
      const [sent] = await db.select({ n: count() }).from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, 'scan-link'), gt(mailOutbox.createdAt, since)));
      if ((sent?.n ?? 0) >= SCAN_LINKS_PER_PHONE_HOUR) {
        throw new HttpError(429, 'Too many links sent to this phone; try again later.');
      }
      const link = new URL('/scan', storefrontUrl).toString();
      await outbox.store({
        to, from: 'sms', subject: 'Your pool water test link', template: 'scan-link',
        text: `Test your pool water with your phone's camera: ${link}`,
      });
      return { sent: true, phone };
    },
  };
}

export type WaterTestPhotoService = ReturnType<typeof createWaterTestPhotoService>;
