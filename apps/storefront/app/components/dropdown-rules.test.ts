import { describe, expect, it } from 'vitest';
import { dropdownSize, matchesSearch, SEARCHABLE_DROPDOWN_QUERY } from './dropdown-rules';

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

describe('matchesSearch', () => {
  it('matches anywhere in the name, whatever the case', () => {
    expect(matchesSearch('Hayward', 'WARD')).toBe(true);
    expect(matchesSearch('Clorox Pool&Spa', 'pool&s')).toBe(true);
    expect(matchesSearch('Pentair', 'ward')).toBe(false);
  });

  it('matches everything for blank text, and trims what was typed', () => {
    expect(matchesSearch('Zodiac', '')).toBe(true);
    expect(matchesSearch('Zodiac', '   ')).toBe(true);
    expect(matchesSearch('Zodiac', ' odi ')).toBe(true);
  });
});
