/**
 * Colour maths of the strip reader (issue #14, docs/decisions/0031): sRGB ↔ CIELAB, ΔE, and the
 * per-channel correction a row of grey patches of known value gives. Pure: numbers in, numbers out.
 */

/**
 * An 8-bit sRGB colour, each channel 0–255.
 *
 * @example
 * ```ts
 * const white: Rgb = [255, 255, 255];
 * ```
 */
export type Rgb = readonly [number, number, number];

/**
 * A CIELAB colour (D65 white): L 0–100, a and b roughly −128…127.
 *
 * @example
 * ```ts
 * const lab: Lab = rgbToLab([255, 0, 0]); // [53.2, 80.1, 67.2]
 * ```
 */
export type Lab = readonly [number, number, number];

/**
 * Reads `#rrggbb` (or `rrggbb`) as an sRGB colour.
 *
 * @example
 * ```ts
 * hexToRgb('#ff8000'); // [255, 128, 0]
 * ```
 */
export function hexToRgb(hex: string): Rgb {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  return [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
}

/**
 * Writes an sRGB colour as `#rrggbb` (channels rounded and clamped to 0–255).
 *
 * @example
 * ```ts
 * rgbToHex([255, 128, 0]); // '#ff8000'
 * ```
 */
export function rgbToHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(clamp(c, 0, 255)).toString(16).padStart(2, '0')).join('')}`;
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const toLinear = (c: number) => {
  const s = clamp(c, 0, 255) / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const D65 = [0.95047, 1, 1.08883] as const;
const f = (t: number) => (t > (6 / 29) ** 3 ? Math.cbrt(t) : t / (3 * (6 / 29) ** 2) + 4 / 29);

/**
 * Converts sRGB (D65) to CIELAB, the space in which distances approximate what the eye sees.
 *
 * @example
 * ```ts
 * rgbToLab([255, 255, 255]); // [100, 0, 0] (within rounding)
 * ```
 */
export function rgbToLab(rgb: Rgb): Lab {
  const [r, g, b] = rgb.map(toLinear) as [number, number, number];
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / D65[0];
  const y = (0.2126729 * r + 0.7151522 * g + 0.072175 * b) / D65[1];
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / D65[2];
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/**
 * CIE76 colour difference: the Euclidean distance in CIELAB (about 2.3 is just noticeable).
 *
 * @example
 * ```ts
 * deltaE(rgbToLab([255, 0, 0]), rgbToLab([250, 0, 0])); // ≈ 1.5
 * ```
 */
export function deltaE(a: Lab, b: Lab): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/** Why a photo's light cannot be trusted. */
export type LightProblem = 'too_dark' | 'too_bright' | 'low_contrast' | 'uneven';

/**
 * The correction fitted from the grey patches: per channel, the photo's value is `gain·printed + offset`
 * (a white-balance gain and a black level); `correct` inverts it. `residual` is the RMS error of the fit.
 */
export type GreyCorrection =
  | { ok: true; gain: Rgb; offset: Rgb; residual: number; correct: (observed: Rgb) => Rgb }
  | { ok: false; problem: LightProblem };

/** Below this mean level the lightest patch is too dark to read colours from. */
export const MIN_WHITE_LEVEL = 60;
/** The lightest and darkest patches must differ by at least this much (0–255) on every channel. */
export const MIN_CONTRAST = 45;
/** Above this the darkest patch is washed out (over-exposed or glare). */
export const MAX_BLACK_LEVEL = 225;
/** RMS error of the grey fit above which the light across the card is uneven (shadow, glare). */
export const MAX_GREY_RESIDUAL = 18;

/**
 * Fits the per-channel correction that maps the photo's grey patches back to their printed values
 * (least squares, one gain and offset per channel). Refuses light it cannot correct: the lightest patch
 * too dark, the darkest washed out, too little contrast, or patches that do not lie on a line (a shadow
 * or glare across the card).
 *
 * @param printed The patches' printed grey levels (0–255), at least two, distinct.
 * @param observed The same patches as the photo shows them.
 * @example
 * ```ts
 * const fit = greyCorrection([240, 160, 80], [[200, 190, 150], [135, 125, 100], [70, 60, 50]]);
 * if (fit.ok) fit.correct([135, 125, 100]); // ≈ [160, 160, 160]
 * ```
 */
export function greyCorrection(printed: readonly number[], observed: readonly Rgb[]): GreyCorrection {
  if (printed.length < 2 || printed.length !== observed.length) throw new RangeError('greyCorrection needs two or more patches, one reading each');
  const lightest = printed.indexOf(Math.max(...printed));
  const darkest = printed.indexOf(Math.min(...printed));
  const mean = (c: Rgb) => (c[0] + c[1] + c[2]) / 3;
  if (mean(observed[lightest]!) < MIN_WHITE_LEVEL) return { ok: false, problem: 'too_dark' };
  if (mean(observed[darkest]!) > MAX_BLACK_LEVEL) return { ok: false, problem: 'too_bright' };
  const gain: number[] = [];
  const offset: number[] = [];
  let squares = 0;
  const n = printed.length;
  const mx = printed.reduce((s, x) => s + x, 0) / n;
  const sxx = printed.reduce((s, x) => s + (x - mx) ** 2, 0);
  for (let ch = 0; ch < 3; ch++) {
    if (observed[lightest]![ch]! - observed[darkest]![ch]! < MIN_CONTRAST) return { ok: false, problem: 'low_contrast' };
    const ys = observed.map((o) => o[ch]!);
    const my = ys.reduce((s, y) => s + y, 0) / n;
    const sxy = printed.reduce((s, x, i) => s + (x - mx) * (ys[i]! - my), 0);
    const a = sxy / sxx;
    const b = my - a * mx;
    gain.push(a);
    offset.push(b);
    squares += printed.reduce((s, x, i) => s + (a * x + b - ys[i]!) ** 2, 0);
  }
  const residual = Math.sqrt(squares / (3 * n));
  if (residual > MAX_GREY_RESIDUAL) return { ok: false, problem: 'uneven' };
  const g = gain as unknown as Rgb;
  const o = offset as unknown as Rgb;
  return {
    ok: true, gain: g, offset: o, residual,
    correct: (c) => [0, 1, 2].map((ch) => clamp((c[ch]! - o[ch]!) / g[ch]!, 0, 255)) as unknown as Rgb,
  };
}
