import { cardSvg, STRIP_PADS, type FactorKey, type Rgb } from '@pool/water-care';
import sharp from 'sharp';

/** How the fixture camera spoils the picture: tint and exposure per channel, a turn, a scale, JPEG. */
export interface FixtureCamera {
  /** Per-channel gain and offset (sRGB): a warm, dim room is `[0.9, 0.8, 0.6]`. */
  gain?: Rgb;
  offset?: Rgb;
  /** Degrees, clockwise. */
  rotate?: number;
  /** Horizontal and vertical shear (a camera not square to the card, to first order). */
  shear?: readonly [number, number];
  /** Card width in pixels before the turn. */
  cardWidth?: number;
  quality?: number;
  /** The table around the card. */
  background?: string;
}

/** The swatch index each pad of the fixture strip shows. */
export type FixtureTruth = Record<FactorKey, number>;

/** A varied truth: each pad on a different swatch. */
export const FIXTURE_TRUTH = Object.fromEntries(STRIP_PADS.map((p, i) => [p.key, (i * 2 + 1) % p.swatches.length])) as FixtureTruth;

/**
 * A test photo generated at test time (docs/decisions/0031): the reference card with a strip whose pads
 * show the given swatches, turned, scaled, tinted and JPEG-compressed as a phone would.
 */
export async function stripPhoto(truth: Partial<FixtureTruth> = FIXTURE_TRUTH, camera: FixtureCamera = {}): Promise<Buffer> {
  const { gain = [0.92, 0.85, 0.7], offset = [12, 8, 4], rotate = 7, shear = [0, 0], cardWidth = 760, quality = 80, background = '#9c8a70' } = camera;
  const strip = Object.fromEntries(STRIP_PADS.flatMap((p) => (truth[p.key] === undefined ? [] : [[p.key, p.swatches[truth[p.key]!]!.hex]])));
  const card = await sharp(Buffer.from(cardSvg({ strip }))).resize({ width: cardWidth }).png().toBuffer();
  const sheared = await sharp(card).affine([1, shear[0], shear[1], 1], { background }).png().toBuffer();
  const turned = await sharp(sheared).rotate(rotate, { background }).extend({ top: 60, bottom: 60, left: 80, right: 80, background }).png().toBuffer();
  return sharp(turned).linear([...gain], [...offset]).jpeg({ quality }).toBuffer();
}
