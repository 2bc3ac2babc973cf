import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD, cardSvg, deltaE, FACTORS, FIDUCIAL_CENTRES, greyCorrection, hexToRgb, homography, project, readPad, readStrip, rgbToHex, rgbToLab,
  STRIP_PADS, type Point, type Rgb,
} from './index.js';

const greysAs = (map: (g: number) => Rgb) => CARD.greyLevels.map(map);
/** A tinted, dimmed camera: per-channel gain and black level. */
const camera = (gain: Rgb, offset: Rgb) => (c: Rgb): Rgb => [0, 1, 2].map((i) => gain[i]! * c[i]! + offset[i]!) as unknown as Rgb;

describe('colour maths', () => {
  it('white is L 100, black L 0, and ΔE is a distance', () => {
    expect(rgbToLab([255, 255, 255])[0]).toBeCloseTo(100, 1);
    expect(rgbToLab([0, 0, 0])[0]).toBeCloseTo(0, 5);
    const red = rgbToLab([255, 0, 0]);
    expect(red[1]).toBeCloseTo(80.1, 0);
    expect(deltaE(red, red)).toBe(0);
  });

  it('hex round-trips', () => {
    fc.assert(fc.property(fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)), (rgb) => {
      expect(hexToRgb(rgbToHex(rgb))).toEqual(rgb);
    }));
  });

  it('the grey fit undoes any reasonable tint and exposure', () => {
    const channel = fc.tuple(fc.double({ min: 0.45, max: 1.2, noNaN: true }), fc.double({ min: -10, max: 25, noNaN: true }));
    fc.assert(fc.property(fc.tuple(channel, channel, channel), fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)), (chs, colour) => {
      const cam = camera(chs.map((c) => c[0]) as unknown as Rgb, chs.map((c) => c[1]) as unknown as Rgb);
      const fit = greyCorrection(CARD.greyLevels, greysAs((g) => cam([g, g, g])));
      expect(fit.ok).toBe(true);
      if (!fit.ok) return;
      const seen = cam(colour);
      // Colours the camera clipped cannot come back; the others do.
      if (seen.some((c) => c < 0 || c > 255)) return;
      fit.correct(seen).forEach((c, i) => expect(c).toBeCloseTo(colour[i]!, 6));
    }));
  });

  it('refuses a dark photo, a washed-out one, a flat one and a shadow across the card', () => {
    expect(greyCorrection(CARD.greyLevels, greysAs((g) => [g * 0.2, g * 0.2, g * 0.2]))).toEqual({ ok: false, problem: 'too_dark' });
    expect(greyCorrection(CARD.greyLevels, greysAs(() => [240, 240, 240]))).toEqual({ ok: false, problem: 'too_bright' });
    expect(greyCorrection(CARD.greyLevels, greysAs((g) => [120 + g / 10, 120 + g / 10, 120 + g / 10]))).toEqual({ ok: false, problem: 'low_contrast' });
    const shadow = greysAs((g) => [g, g, g]).map((c, i) => (i === 1 ? [c[0] - 90, c[1] - 90, c[2] - 90] as Rgb : c));
    expect(greyCorrection(CARD.greyLevels, shadow)).toEqual({ ok: false, problem: 'uneven' });
  });
});

describe('homography', () => {
  const card: Point[] = [...FIDUCIAL_CENTRES];

  it('maps the card corners onto the photo corners, and the inside consistently (a pure scale and shift)', () => {
    const to: Point[] = card.map(([x, y]) => [3 * x + 40, 3 * y + 25]);
    const h = homography(card, to)!;
    to.forEach((p, i) => expect(project(h, card[i]!)).toEqual([expect.closeTo(p[0], 6), expect.closeTo(p[1], 6)]));
    expect(project(h, [80, 50])).toEqual([expect.closeTo(280, 6), expect.closeTo(175, 6)]);
  });

  it('sends the four points where they were asked to go, whatever the (convex) quadrilateral', () => {
    const jitter = fc.tuple(fc.double({ min: -30, max: 30, noNaN: true }), fc.double({ min: -30, max: 30, noNaN: true }));
    fc.assert(fc.property(fc.tuple(jitter, jitter, jitter, jitter), fc.double({ min: 2, max: 8, noNaN: true }), (js, scale) => {
      const to: Point[] = card.map(([x, y], i) => [100 + scale * x + js[i]![0], 100 + scale * y + js[i]![1]]);
      const h = homography(card, to);
      expect(h).not.toBeNull();
      to.forEach((p, i) => {
        const [u, v] = project(h!, card[i]!);
        expect(Math.abs(u - p[0]) + Math.abs(v - p[1])).toBeLessThan(1e-6);
      });
    }));
  });

  it('is null for points on one line', () => {
    expect(homography([[0, 0], [1, 1], [2, 2], [3, 3]], card)).toBeNull();
  });
});

describe('readPad / readStrip', () => {
  it('every swatch reads as its own value, with high confidence, in a band of its neighbour', () => {
    for (const p of STRIP_PADS) {
      p.swatches.forEach((s, i) => {
        const r = readPad(p, hexToRgb(s.hex));
        expect(r).toMatchObject({ key: p.key, value: s.value, swatch: i, confidence: 'high', score: 1 });
        expect(r.band).toContain(s.value);
        expect(r.band[0]).toBeLessThan(r.band[1]);
      });
    }
  });

  it('a colour between two swatches reads between their values, never beyond the chart', () => {
    const ph = STRIP_PADS.find((p) => p.key === 'ph')!;
    const [a, b] = [hexToRgb(ph.swatches[2]!.hex), hexToRgb(ph.swatches[3]!.hex)];
    const mid = readPad(ph, [0, 1, 2].map((i) => (a[i]! + b[i]!) / 2) as unknown as Rgb);
    expect(mid.band).toEqual([7.2, 7.5]);
    expect(mid.value).toBeGreaterThanOrEqual(7.2);
    expect(mid.value).toBeLessThanOrEqual(7.5);
    fc.assert(fc.property(fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)), fc.constantFrom(...STRIP_PADS), (rgb, p) => {
      const r = readPad(p, rgb);
      const values = p.swatches.map((s) => s.value);
      expect(r.value).toBeGreaterThanOrEqual(Math.min(...values));
      expect(r.value).toBeLessThanOrEqual(Math.max(...values));
      expect(r.value).toBeGreaterThanOrEqual(r.band[0] - FACTORS[p.key].step);
      expect(r.value).toBeLessThanOrEqual(r.band[1] + FACTORS[p.key].step);
      expect(r.score).toBeGreaterThanOrEqual(0);
      expect(r.score).toBeLessThanOrEqual(1);
    }));
  });

  it('a grey far from any chart colour is a low-confidence reading', () => {
    expect(readPad(STRIP_PADS.find((p) => p.key === 'calcium_hardness')!, [128, 128, 128]).confidence).toBe('low');
  });

  it('corrects pads through the grey patches: a warm, dim camera still reads every swatch exactly', () => {
    const cam = camera([0.8, 0.7, 0.5], [10, 8, 4]);
    const truth = Object.fromEntries(STRIP_PADS.map((p, i) => [p.key, p.swatches[(i + 2) % p.swatches.length]!]));
    const result = readStrip({ greys: greysAs((g) => cam([g, g, g])), pads: Object.fromEntries(STRIP_PADS.map((p) => [p.key, cam(hexToRgb(truth[p.key]!.hex))])) });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.readings.map((r) => [r.key, r.value])).toEqual(STRIP_PADS.map((p) => [p.key, truth[p.key]!.value]));
  });

  it('poor light is an answer with a message, not an error', () => {
    expect(readStrip({ greys: greysAs((g) => [g / 6, g / 6, g / 6]), pads: {} })).toMatchObject({
      ok: false, problem: 'too_dark', message: expect.stringContaining('too dark'),
    });
  });
});

describe('cardSvg', () => {
  it('draws the four fiducials, the grey row and the pad boxes; with a strip, its pads in their colours', () => {
    const svg = cardSvg();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="160mm" height="100mm"/);
    expect(svg.match(/fill="#000000"/g)).toHaveLength(4);
    for (const g of CARD.greyLevels) expect(svg).toContain(`fill="#${g.toString(16).repeat(3)}"`);
    expect(cardSvg({ strip: { ph: '#dd6453' } })).toContain('fill="#dd6453"');
  });
});
