/** A valid 8-bit grey PNG of `width` × `height` black pixels: about 50 kB for 49 million pixels. */
export function blackPng(width: number, height: number): Buffer;
