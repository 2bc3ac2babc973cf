import { describe, expect, it } from 'vitest';
import { hiddenFieldsOf, NO_READINGS_MESSAGE, parseWaterTest, profileFromValues, valuesFrom } from './water-test-form';
import { formData } from '../../lib/form-data.test-helper';

const pool = { gallons: '15,000', sanitizer: 'liquid_chlorine', surface: 'plaster', type: 'pool', location: 'outdoor' };

describe('parseWaterTest', () => {
  it('reads the pool and the readings into a plan request, and back into hidden fields', () => {
    const parsed = parseWaterTest({ ...pool, free_chlorine: '1', ph: '8.0', total_alkalinity: '70', iron: '' });
    expect(parsed).toEqual({
      ok: true,
      body: { profile: { gallons: 15000, sanitizer: 'liquid_chlorine', surface: 'plaster', type: 'pool', indoor: false }, readings: { free_chlorine: 1, ph: 8, total_alkalinity: 70 } },
    });
    if (!parsed.ok) return;
    const fields = hiddenFieldsOf(parsed.body);
    expect(parseWaterTest(fields)).toEqual(parsed);
  });

  it('refuses each bad field with its own message (pH 15, letters, negatives, the volume)', () => {
    const parsed = parseWaterTest({ ...pool, gallons: 'big', ph: '15', total_alkalinity: 'abc', iron: '-1', surface: 'granite' });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        gallons: 'Pool volume must be a number.', surface: 'Choose a surface.', ph: 'pH must be between 6 and 9.',
        total_alkalinity: 'Total Alkalinity must be a number.', iron: 'Iron cannot be negative.',
      },
    });
  });

  it('needs at least one reading; salt counts only for salt pools', () => {
    expect(parseWaterTest({ ...pool })).toEqual({ ok: false, errors: { free_chlorine: NO_READINGS_MESSAGE } });
    expect(parseWaterTest({ ...pool, salt: '3000' })).toEqual({ ok: false, errors: { free_chlorine: NO_READINGS_MESSAGE } });
    const salt = parseWaterTest({ ...pool, sanitizer: 'salt', salt_cell: 'pentair_intellichlor', salt: '3000' });
    expect(salt.ok && salt.body).toMatchObject({ profile: { salt_cell: 'pentair_intellichlor' }, readings: { salt: 3000 } });
  });
});

describe('form values', () => {
  it('keeps only known fields, capped in length, and falls back to the default profile', () => {
    const values = valuesFrom(formData({ ph: '7.5', other: 'x', gallons: '9'.repeat(100) }));
    expect(values).toEqual({ ph: '7.5', gallons: '9'.repeat(64) });
    expect(profileFromValues(values)).toMatchObject({ gallons: 15000, sanitizer: 'liquid_chlorine', surface: 'plaster', indoor: false });
  });
});
