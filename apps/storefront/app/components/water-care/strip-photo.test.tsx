// @vitest-environment jsdom
import type { WaterTestPhoto } from '@pool/api-contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StripProposals } from './strip-photo';

const PHOTO: WaterTestPhoto = {
  id: '7c7f3e1e-2f0b-4a4e-9a53-5a3f7f1f2a10',
  pool_id: 3,
  problem: null,
  message: null,
  readings: [
    { key: 'ph', label: 'pH', value: 7.6, band: [7.5, 7.8], confidence: 'high', score: 0.9, hex: '#dd6453' },
    { key: 'calcium_hardness', label: 'CH', value: 300, band: [250, 500], confidence: 'low', score: 0.1, hex: '#808080' },
  ],
  thumbnail: 'data:image/webp;base64,AAAA',
  created_at: '2026-11-26T04:00:00.000Z',
};

afterEach(cleanup);

describe('StripProposals', () => {
  it('shows each proposed reading with the band of swatches it lies in and how sure, beside the kept photo', () => {
    render(<StripProposals photo={PHOTO} />);
    expect(screen.getByRole('img', { name: 'Your test strip photo' }).getAttribute('src')).toBe(PHOTO.thumbnail);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['pH7.67.5–7.8High', 'CH300250–500Low: check this one']);
  });

  it("says why a photo could not be read, with the reader's message, and keeps the photo", () => {
    render(<StripProposals photo={{ ...PHOTO, readings: [], problem: 'too_dark', message: 'The photo is too dark to read the colours.' }} />);
    expect(screen.getByRole('heading', { name: 'We could not read this photo' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The photo is too dark to read the colours.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('img', { name: 'Your test strip photo' })).toBeTruthy();
  });
});
