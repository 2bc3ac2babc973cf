import {
  CARD, CARD_NOT_FOUND, centreOf, FIDUCIAL_CENTRES, homography, project, readStrip, STRIP_PADS,
  type CardRect, type FactorKey, type Homography, type Point, type Rgb, type StripReading,
} from '@pool/water-care';
import sharp from 'sharp';
import type { PhotoPixels } from './photos.js';

/** The reader works on the photo downscaled to this many pixels on its longer side: plenty for 6 mm pads. */
const WORK_SIZE = 1000;

interface Raster { data: Buffer; width: number; height: number }

interface Blob { area: number; cx: number; cy: number; minX: number; minY: number; maxX: number; maxY: number; touchesEdge: boolean }

/**
 * Reads a photo of a strip on the store's reference card (docs/decisions/0031): finds the four black
 * corner fiducials (Otsu threshold, connected components), maps card millimetres to pixels with a
 * homography, samples the grey patches and the pads (median of a small grid), and hands the colours to
 * `@pool/water-care` `readStrip`. No card, or poor light, is an answer with a message, never an error.
 *
 * @param photo The pixels `reencodePhoto` decoded (nothing decodes the upload again), or an encoded image.
 */
export async function readStripPhoto(photo: PhotoPixels | Buffer): Promise<StripReading> {
  const input = Buffer.isBuffer(photo) ? sharp(photo) : sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: photo.channels } });
  const { data, info } = await input.resize(WORK_SIZE, WORK_SIZE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const raster: Raster = { data, width: info.width, height: info.height };
  const luma = lumaOf(raster);
  const blobs = darkBlobs(luma, raster.width, raster.height, otsu(luma));
  const found = locateCard(raster, blobs);
  if (!found) return CARD_NOT_FOUND;
  const pads: Partial<Record<FactorKey, Rgb>> = {};
  for (const pad of STRIP_PADS) pads[pad.key] = sample(raster, found.h, pad.rect, 1.8);
  return readStrip({ greys: found.greys, pads });
}

function lumaOf({ data, width, height }: Raster): Uint8Array {
  const luma = new Uint8Array(width * height);
  for (let i = 0; i < luma.length; i++) luma[i] = Math.round(0.299 * data[3 * i]! + 0.587 * data[3 * i + 1]! + 0.114 * data[3 * i + 2]!);
  return luma;
}

/** Otsu's threshold: the grey level that best splits the histogram in two (ink from paper). */
function otsu(luma: Uint8Array): number {
  const hist = new Array<number>(256).fill(0);
  for (const v of luma) hist[v]! += 1;
  const total = luma.length;
  const sum = hist.reduce((s, n, v) => s + n * v, 0);
  let [sumB, weightB, best, threshold] = [0, 0, -1, 0];
  for (let t = 0; t < 256; t++) {
    weightB += hist[t]!;
    if (weightB === 0) continue;
    const weightF = total - weightB;
    if (weightF === 0) break;
    sumB += t * hist[t]!;
    const between = weightB * weightF * (sumB / weightB - (sum - sumB) / weightF) ** 2;
    if (between > best) [best, threshold] = [between, t];
  }
  return threshold;
}

/** Connected components (4-neighbour) of the pixels at or below the threshold. */
function darkBlobs(luma: Uint8Array, width: number, height: number, threshold: number): Blob[] {
  const seen = new Uint8Array(luma.length);
  const stack = new Int32Array(luma.length);
  const blobs: Blob[] = [];
  for (let start = 0; start < luma.length; start++) {
    if (seen[start] || luma[start]! > threshold) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    const blob: Blob = { area: 0, cx: 0, cy: 0, minX: width, minY: height, maxX: 0, maxY: 0, touchesEdge: false };
    while (top > 0) {
      const i = stack[--top]!;
      const x = i % width;
      const y = (i - x) / width;
      blob.area += 1; blob.cx += x; blob.cy += y;
      blob.minX = Math.min(blob.minX, x); blob.maxX = Math.max(blob.maxX, x);
      blob.minY = Math.min(blob.minY, y); blob.maxY = Math.max(blob.maxY, y);
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) blob.touchesEdge = true;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, y > 0 ? i - width : -1, y < height - 1 ? i + width : -1]) {
        if (j >= 0 && !seen[j] && luma[j]! <= threshold) {
          seen[j] = 1;
          stack[top++] = j;
        }
      }
    }
    blob.cx /= blob.area;
    blob.cy /= blob.area;
    blobs.push(blob);
  }
  return blobs;
}

/** A fiducial candidate: solid (fills most of its box, as a square turned up to 45° does) and squarish, not cut by the frame. */
const squarish = (b: Blob, minArea: number) => {
  const w = b.maxX - b.minX + 1;
  const h = b.maxY - b.minY + 1;
  return !b.touchesEdge && b.area >= minArea && b.area / (w * h) >= 0.45 && w / h >= 0.5 && w / h <= 2;
};

function* quadruples<T>(items: readonly T[]): Generator<T[]> {
  for (let a = 0; a < items.length; a++) for (let b = a + 1; b < items.length; b++)
    for (let c = b + 1; c < items.length; c++) for (let d = c + 1; d < items.length; d++) yield [items[a]!, items[b]!, items[c]!, items[d]!];
}

/** The card's four fiducials and its orientation: the quadruple and rotation whose grey row reads light → dark and whose squares are the right size. */
function locateCard(raster: Raster, blobs: Blob[]): { h: Homography; greys: Rgb[] } | null {
  const minArea = Math.max(30, (raster.width * raster.height) / 4000);
  const candidates = blobs.filter((b) => squarish(b, minArea)).sort((x, y) => y.area - x.area).slice(0, 8);
  for (const four of quadruples(candidates)) {
    const sizes = four.map((b) => b.area);
    if (Math.min(...sizes) / Math.max(...sizes) < 0.35) continue;
    const mx = four.reduce((s, b) => s + b.cx, 0) / 4;
    const my = four.reduce((s, b) => s + b.cy, 0) / 4;
    // Clockwise on screen (y down) from the top-left quadrant.
    const ordered = [...four].sort((p, q) => Math.atan2(p.cy - my, p.cx - mx) - Math.atan2(q.cy - my, q.cx - mx));
    for (let turn = 0; turn < 4; turn++) {
      const corners: Point[] = [0, 1, 2, 3].map((k) => { const b = ordered[(k + turn) % 4]!; return [b.cx, b.cy]; });
      const h = homography(FIDUCIAL_CENTRES, corners);
      if (!h) continue;
      // Each blob must be about as large as the fiducial square projects to where it was found.
      const consistent = CARD.fiducials.every((f, k) => {
        const corner: Point[] = [[f.x, f.y], [f.x + CARD.fiducialSize, f.y], [f.x + CARD.fiducialSize, f.y + CARD.fiducialSize], [f.x, f.y + CARD.fiducialSize]];
        const ratio = ordered[(k + turn) % 4]!.area / polygonArea(corner.map((p) => project(h, p)));
        return ratio > 0.55 && ratio < 1.6;
      });
      if (!consistent) continue;
      const greys = CARD.greys.map((r) => sample(raster, h, r, 3));
      const levels = greys.map((g) => g[0] + g[1] + g[2]);
      if (levels.every((l, i) => i === 0 || l < levels[i - 1]!)) return { h, greys };
    }
  }
  return null;
}

function polygonArea(points: Point[]): number {
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[(i + 1) % points.length]!;
    twice += x1 * y2 - x2 * y1;
  }
  return Math.abs(twice) / 2;
}

/** The median colour of a 7 × 7 grid of points within `radius` mm of a card rectangle's centre. */
function sample({ data, width, height }: Raster, h: Homography, rect: CardRect, radius: number): Rgb {
  const [cx, cy] = centreOf(rect);
  const channels: [number[], number[], number[]] = [[], [], []];
  for (let i = -3; i <= 3; i++) {
    for (let j = -3; j <= 3; j++) {
      const [x, y] = project(h, [cx + (i * radius) / 3, cy + (j * radius) / 3]);
      const px = Math.min(width - 1, Math.max(0, Math.round(x)));
      const py = Math.min(height - 1, Math.max(0, Math.round(y)));
      const o = 3 * (py * width + px);
      for (let c = 0; c < 3; c++) channels[c]!.push(data[o + c]!);
    }
  }
  return channels.map((values) => values.sort((a, b) => a - b)[values.length >> 1]!) as unknown as Rgb;
}
