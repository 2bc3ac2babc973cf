/**
 * Test strips read from a photo (issue #14, docs/decisions/0031): the store's printable reference card
 * (geometry and SVG), each pad's colour chart, and the reading of sampled colours into proposed readings
 * with a band and a confidence. The image work (finding the card, sampling) lives in the API; this
 * module only takes colours, so every rule here is testable without a photo.
 */
import { deltaE, greyCorrection, hexToRgb, rgbToLab, type Lab, type LightProblem, type Rgb } from './colour.js';
import { FACTORS, type FactorKey } from './factors.js';

/** A point in card millimetres (origin top-left, y down) or in image pixels. */
export type Point = readonly [number, number];

/** A square or rectangle on the card, in millimetres: top-left corner and size. */
export interface CardRect { x: number; y: number; w: number; h: number }

/** One colour block of a pad's chart: the reading it stands for and its printed colour. */
export interface Swatch { value: number; hex: string }

/** A pad of the strip: the factor it tests, its short label, where it lies on the card, and its chart (values ascending). */
export interface StripPad { key: FactorKey; label: string; rect: CardRect; swatches: readonly Swatch[] }

const pad = (key: FactorKey, label: string, i: number, swatches: Swatch[]): StripPad =>
  ({ key, label, rect: { x: 57 + i * 12, y: 51, w: 6, h: 6 }, swatches });
const chart = (values: number[], hexes: string[]): Swatch[] => values.map((value, i) => ({ value, hex: hexes[i]! }));

/**
 * The six-way strip the store sells, as it lies in the card's slot (handle to the left), pads 6 mm
 * square, 12 mm apart, and the colour chart of each pad as printed on the bottle.
 */
export const STRIP_PADS: readonly StripPad[] = [
  pad('free_chlorine', 'FC', 0, chart([0, 1, 3, 5, 10, 20], ['#f5f0d2', '#e9d3e2', '#d8a6cd', '#c27bb6', '#a15095', '#782a72'])),
  pad('total_chlorine', 'TC', 1, chart([0, 1, 3, 5, 10, 20], ['#f2f1da', '#dde2cf', '#bccdbb', '#97b5a6', '#6f9a90', '#4a7c7a'])),
  pad('ph', 'pH', 2, chart([6.2, 6.8, 7.2, 7.5, 7.8, 8.4], ['#f2c14e', '#eea24a', '#e6814e', '#dd6453', '#cf4b65', '#b8357a'])),
  pad('total_alkalinity', 'TA', 3, chart([0, 40, 80, 120, 180, 240], ['#e9d96a', '#c4cf6c', '#9dbd74', '#77a87f', '#58948a', '#3c7d95'])),
  pad('calcium_hardness', 'CH', 4, chart([0, 100, 250, 500, 1000], ['#3b6fb6', '#5a63ad', '#7658a2', '#904e95', '#a64584'])),
  pad('cyanuric_acid', 'CYA', 5, chart([0, 30, 50, 100, 150, 240], ['#f0a55a', '#e08966', '#cd6f72', '#b6597d', '#9a4a85', '#783d88'])),
];

/**
 * The reference card, in millimetres: four black corner fiducials (the reader finds these first), a
 * row of grey patches of known level (white balance and exposure), and the slot the strip lies in.
 * The card is read upright or upside down: the grey row (light → dark, left → right) says which.
 */
export const CARD = {
  width: 160,
  height: 100,
  fiducialSize: 14,
  fiducials: [{ x: 6, y: 6 }, { x: 140, y: 6 }, { x: 140, y: 80 }, { x: 6, y: 80 }] as const,
  /** Printed grey levels (sRGB 0–255), lightest first. */
  greyLevels: [245, 200, 150, 100, 55] as const,
  greys: [0, 1, 2, 3, 4].map((i): CardRect => ({ x: 38 + i * 18, y: 9, w: 12, h: 10 })),
  slot: { x: 20, y: 49, w: 120, h: 10 } satisfies CardRect,
  pads: STRIP_PADS,
} as const;

/** Centres of the fiducials in card millimetres, clockwise from top-left. */
export const FIDUCIAL_CENTRES: readonly Point[] = CARD.fiducials.map((f) => [f.x + CARD.fiducialSize / 2, f.y + CARD.fiducialSize / 2]);

/** The centre of a card rectangle. */
export const centreOf = (r: CardRect): Point => [r.x + r.w / 2, r.y + r.h / 2];

/** A 3×3 projective transform, row-major, h[8] = 1. */
export type Homography = readonly number[];

/**
 * The projective transform (homography) that maps four points onto four others: card millimetres to
 * image pixels. Solved as the usual 8×8 linear system by Gaussian elimination; null when degenerate
 * (three points on a line).
 *
 * @example
 * ```ts
 * const h = homography([[0, 0], [1, 0], [1, 1], [0, 1]], [[10, 10], [30, 10], [30, 30], [10, 30]]);
 * project(h!, [0.5, 0.5]); // [20, 20]
 * ```
 */
export function homography(from: readonly Point[], to: readonly Point[]): Homography | null {
  if (from.length !== 4 || to.length !== 4) throw new RangeError('homography needs four points each');
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++) if (Math.abs(rows[r]![col]!) > Math.abs(rows[pivot]![col]!)) pivot = r;
    if (Math.abs(rows[pivot]![col]!) < 1e-10) return null;
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    for (let r = 0; r < 8; r++) {
      if (r === col) continue;
      const k = rows[r]![col]! / rows[col]![col]!;
      for (let c = col; c < 9; c++) rows[r]![c]! -= k * rows[col]![c]!;
    }
  }
  return [...rows.map((row, i) => row[8]! / row[i]!), 1];
}

/**
 * Maps a point through a homography.
 *
 * @example
 * ```ts
 * project([1, 0, 5, 0, 1, 7, 0, 0, 1], [1, 1]); // [6, 8]
 * ```
 */
export function project(h: Homography, [x, y]: Point): Point {
  const w = h[6]! * x + h[7]! * y + h[8]!;
  return [(h[0]! * x + h[1]! * y + h[2]!) / w, (h[3]! * x + h[4]! * y + h[5]!) / w];
}

/** How sure the reader is of a pad: its colour's distance from the chart (ΔE), as a word the page shows. */
export type Confidence = 'high' | 'medium' | 'low';

/** A pad read against its chart: the proposed value, the band of the two swatches it lies between, and how sure. */
export interface PadReading {
  key: FactorKey;
  label: string;
  /** The proposed value, interpolated between the two nearest neighbouring swatches, rounded to the factor's step. */
  value: number;
  /** The values of the two neighbouring swatches the colour lies between: a strip is good to one colour block. */
  band: readonly [number, number];
  /** Index of the nearest swatch of the chart. */
  swatch: number;
  /** 0–1: 1 on the chart, 0 at {@link LOW_CONFIDENCE_DELTA_E} or more from it. */
  score: number;
  confidence: Confidence;
  /** The corrected colour of the pad. */
  hex: string;
}

/** ΔE from the chart at which a reading has no confidence left. */
export const LOW_CONFIDENCE_DELTA_E = 30;

const roundToStep = (value: number, step: number) => {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  return Number((Math.round(value / step) * step).toFixed(decimals));
};

/**
 * Reads one corrected pad colour against a chart: finds the nearest swatch, then the neighbour on the
 * side the colour leans to, and interpolates the value along that segment in CIELAB (never beyond the
 * chart's ends). The confidence falls with the colour's distance from the chart.
 *
 * @example
 * ```ts
 * const ph = STRIP_PADS.find((p) => p.key === 'ph')!;
 * readPad(ph, hexToRgb('#dd6453')).value; // 7.5
 * ```
 */
export function readPad(pad: StripPad, rgb: Rgb): PadReading {
  const lab = rgbToLab(rgb);
  const labs = pad.swatches.map((s) => rgbToLab(hexToRgb(s.hex)));
  const distances = labs.map((s) => deltaE(lab, s));
  const nearest = distances.indexOf(Math.min(...distances));
  // Project on the segments to both neighbours; keep the one the colour lies closest to.
  // The band always spans two neighbouring swatches: the one the colour leans to (on a swatch, the lower one).
  let best = { t: -1, other: nearest, residual: distances[nearest]! };
  for (const other of [nearest - 1, nearest + 1]) {
    if (other < 0 || other >= labs.length) continue;
    const { t, residual } = onSegment(lab, labs[nearest]!, labs[other]!);
    if (t > best.t) best = { t, other, residual };
  }
  best.t = Math.max(0, best.t);
  const v0 = pad.swatches[nearest]!.value;
  const v1 = pad.swatches[best.other]!.value;
  const value = roundToStep(v0 + best.t * (v1 - v0), FACTORS[pad.key].step);
  const score = Math.max(0, 1 - best.residual / LOW_CONFIDENCE_DELTA_E);
  return {
    key: pad.key, label: pad.label, value,
    band: [Math.min(v0, v1), Math.max(v0, v1)],
    swatch: nearest,
    score: Number(score.toFixed(2)),
    confidence: score >= 0.6 ? 'high' : score >= 0.3 ? 'medium' : 'low',
    hex: `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`,
  };
}

/** The parameter t ∈ [0, 0.5] of the point of segment a→b nearest to p (past halfway the other swatch is nearer), and the distance to it. */
function onSegment(p: Lab, a: Lab, b: Lab): { t: number; residual: number } {
  const ab = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const len2 = ab[0]! ** 2 + ab[1]! ** 2 + ab[2]! ** 2;
  const t = len2 === 0 ? 0 : Math.min(0.5, Math.max(0, ((p[0] - a[0]) * ab[0]! + (p[1] - a[1]) * ab[1]! + (p[2] - a[2]) * ab[2]!) / len2));
  const q: Lab = [a[0] + t * ab[0]!, a[1] + t * ab[1]!, a[2] + t * ab[2]!];
  return { t, residual: deltaE(p, q) };
}

/** What the photo reader samples from a card: the grey patches (lightest first) and each pad, as the photo shows them. */
export interface StripSamples { greys: readonly Rgb[]; pads: Partial<Record<FactorKey, Rgb>> }

/** Why a photo gave no readings. */
export type StripProblem = 'card_not_found' | LightProblem;

/** The messages the pages show for each problem (the manual form is offered with each). */
export const STRIP_PROBLEM_MESSAGES: Readonly<Record<StripProblem, string>> = {
  card_not_found: 'We could not find the reference card in the photo. Lay the strip on the printed card, fit all four black corners in the frame and try again, or enter the readings by hand.',
  too_dark: 'The photo is too dark to read the colours. Take it again in daylight or good indoor light, or enter the readings by hand.',
  too_bright: 'The photo is washed out by light or glare. Take it again out of direct sun, or enter the readings by hand.',
  low_contrast: 'The light is too poor to read the colours. Take it again in even daylight, or enter the readings by hand.',
  uneven: 'A shadow or glare falls across the card. Take it again in even light, or enter the readings by hand.',
};

/** The reading of a photo: proposed readings, or why there are none. */
export type StripReading =
  | { ok: true; readings: PadReading[]; residual: number }
  | { ok: false; problem: StripProblem; message: string };

/**
 * Turns the colours sampled from a card into proposed readings: corrects every pad from the grey
 * patches, then reads each against its chart. Poor light is an answer, not an error.
 *
 * @example
 * ```ts
 * readStrip({ greys: CARD.greyLevels.map((g) => [g, g, g]), pads: { ph: hexToRgb('#dd6453') } });
 * // { ok: true, readings: [{ key: 'ph', value: 7.5, band: [7.5, 7.5], confidence: 'high', … }], … }
 * ```
 */
export function readStrip(samples: StripSamples): StripReading {
  const fit = greyCorrection(CARD.greyLevels, samples.greys);
  if (!fit.ok) return { ok: false, problem: fit.problem, message: STRIP_PROBLEM_MESSAGES[fit.problem] };
  const readings = STRIP_PADS.flatMap((p) => {
    const seen = samples.pads[p.key];
    return seen ? [readPad(p, fit.correct(seen))] : [];
  });
  return { ok: true, readings, residual: Number(fit.residual.toFixed(2)) };
}

/** The answer when no card was found. */
export const CARD_NOT_FOUND: StripReading = { ok: false, problem: 'card_not_found', message: STRIP_PROBLEM_MESSAGES.card_not_found };

const rect = (r: CardRect, attrs: string) => `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" ${attrs}/>`;
const grey = (g: number) => `#${g.toString(16).padStart(2, '0').repeat(3)}`;

/**
 * The printable reference card as SVG, 160 × 100 mm at 100 % scale. With `strip`, a strip is drawn in
 * the slot with those pad colours (test fixtures and the page's example picture).
 *
 * @example
 * ```ts
 * const svg = cardSvg(); // '<svg xmlns="http://www.w3.org/2000/svg" width="160mm" …'
 * const fixture = cardSvg({ strip: { ph: '#dd6453' } });
 * ```
 */
export function cardSvg(options: { strip?: Partial<Record<FactorKey, string>> } = {}): string {
  const { width, height, fiducialSize: s } = CARD;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}">`,
    '<title>Pool water test card</title>',
    rect({ x: 0, y: 0, w: width, h: height }, 'fill="#ffffff"'),
    rect({ x: 0.25, y: 0.25, w: width - 0.5, h: height - 0.5 }, 'fill="none" stroke="#bbbbbb" stroke-width="0.5" stroke-dasharray="2 2"'),
    ...CARD.fiducials.map((f) => rect({ x: f.x, y: f.y, w: s, h: s }, 'fill="#000000"')),
    ...CARD.greys.map((r, i) => rect(r, `fill="${grey(CARD.greyLevels[i]!)}" stroke="#000000" stroke-width="0.15"`)),
    `<text x="80" y="28" font-family="sans-serif" font-size="4" text-anchor="middle" fill="#333333">Lay the strip in the slot, pads on the boxes. Keep all four corners in the photo.</text>`,
    rect(CARD.slot, 'fill="none" stroke="#999999" stroke-width="0.3"'),
    ...STRIP_PADS.map((p) => rect({ x: p.rect.x - 0.6, y: p.rect.y - 0.6, w: p.rect.w + 1.2, h: p.rect.h + 1.2 }, 'fill="none" stroke="#999999" stroke-width="0.2"')),
    ...STRIP_PADS.map((p) => `<text x="${centreOf(p.rect)[0]}" y="66" font-family="sans-serif" font-size="3.5" text-anchor="middle" fill="#333333">${p.label}</text>`),
    '<text x="80" y="76" font-family="sans-serif" font-size="3" text-anchor="middle" fill="#666666">Print at 100 % (no scaling) on white paper.</text>',
  ];
  if (options.strip) {
    parts.push(rect({ x: CARD.slot.x + 1, y: CARD.slot.y + 1.5, w: CARD.slot.w - 2, h: CARD.slot.h - 3 }, 'fill="#fbfbf8"'));
    for (const p of STRIP_PADS) {
      const colour = options.strip[p.key];
      if (colour) parts.push(rect(p.rect, `fill="${colour}"`));
    }
  }
  parts.push('</svg>');
  return parts.join('');
}
