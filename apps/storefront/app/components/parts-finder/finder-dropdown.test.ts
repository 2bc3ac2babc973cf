import { describe, expect, it } from 'vitest';
import { dropdownSize, SEARCHABLE_DROPDOWN_QUERY } from './finder-dropdown';

describe('dropdownSize', () => {
  it('is compact for fewer than 12 items (and for none)', () => {
    for (const count of [0, 1, 5, 11]) expect(dropdownSize(count), `${count} items`).toBe('compact');
  });

  it('is taller for more than 12 items', () => {
    for (const count of [13, 24, 500]) expect(dropdownSize(count), `${count} items`).toBe('tall');
  });

  it('keeps exactly 12 compact (only "more than 12" is taller)', () => {
    expect(dropdownSize(12)).toBe('compact');
  });
});

describe('SEARCHABLE_DROPDOWN_QUERY', () => {
  it('offers search from 768 px wide', () => {
    expect(SEARCHABLE_DROPDOWN_QUERY).toBe('(min-width: 768px)');
  });
});
