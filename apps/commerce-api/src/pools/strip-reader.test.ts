import { STRIP_PADS } from '@pool/water-care';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { reencodePhoto } from './photos.js';
import { FIXTURE_TRUTH, stripPhoto, type FixtureCamera } from './strip-fixture.js';
import { readStripPhoto } from './strip-reader.js';

const read = async (jpeg: Buffer) => readStripPhoto((await reencodePhoto(jpeg.toString('base64'))).pixels);

/** The proposed value's swatch is the true one or a neighbour (a strip is good to one colour block). */
function expectWithinOneSwatch(result: Awaited<ReturnType<typeof readStripPhoto>>) {
  expect(result.ok).toBe(true);
  if (!result.ok) return;
  expect(result.readings.map((r) => r.key)).toEqual(STRIP_PADS.map((p) => p.key));
  for (const reading of result.readings) {
    const pad = STRIP_PADS.find((p) => p.key === reading.key)!;
    const truth = FIXTURE_TRUTH[reading.key];
    const nearest = pad.swatches.reduce((best, s, i) => (Math.abs(s.value - reading.value) < Math.abs(pad.swatches[best]!.value - reading.value) ? i : best), 0);
    expect(Math.abs(nearest - truth), `${reading.key}: read ${reading.value}, truth ${pad.swatches[truth]!.value}`).toBeLessThanOrEqual(1);
    expect(reading.band).toContain(pad.swatches[truth]!.value);
  }
}

describe('readStripPhoto', () => {
  const cameras: [string, FixtureCamera][] = [
    ['a warm, dim room, turned 7°', {}],
    ['cool daylight, turned −12°, smaller, heavy JPEG', { gain: [0.8, 0.9, 1.05], offset: [0, 4, 10], rotate: -12, cardWidth: 520, quality: 55 }],
    ['upside down', { rotate: 183, gain: [1, 0.95, 0.9], offset: [0, 0, 0] }],
    ['small in the frame on a dark table', { cardWidth: 300, background: '#1e1e1e' }],
    ['turned 35°', { rotate: 35 }],
    ['seen at a slant (sheared), bright and bluish', { shear: [0.12, -0.06], rotate: 3, gain: [1.05, 1.08, 1.15], offset: [-8, -6, 0] }],
  ];
  it.each(cameras)('reads every pad within one swatch of the truth: %s', async (_name, camera) => {
    expectWithinOneSwatch(await read(await stripPhoto(FIXTURE_TRUTH, camera)));
  });

  it('says the light is poor for a dark photo', async () => {
    const result = await read(await stripPhoto(FIXTURE_TRUTH, { gain: [0.18, 0.18, 0.18], offset: [0, 0, 0] }));
    expect(result).toMatchObject({ ok: false, problem: expect.stringMatching(/too_dark|low_contrast/), message: expect.stringContaining('enter the readings by hand') });
  });

  it('says the card was not found in a photo without it', async () => {
    const noCard = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a6ea5' } })
      .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><circle cx="400" cy="300" r="120" fill="#111"/></svg>') }])
      .jpeg().toBuffer();
    expect(await read(noCard)).toMatchObject({ ok: false, problem: 'card_not_found', message: expect.stringContaining('could not find the reference card') });
  });
});
