import { describe, expect, it } from 'vitest';
import { menuColumns, menuRowsPerColumn } from './menu-columns';

const list = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('menuRowsPerColumn', () => {
  it('uses 4, 7 or 16 rows by list length, and a third of the list over 40 items', () => {
    expect([1, 4, 12].map(menuRowsPerColumn)).toEqual([4, 4, 4]);
    expect([13, 21].map(menuRowsPerColumn)).toEqual([7, 7]);
    expect([22, 33, 40].map(menuRowsPerColumn)).toEqual([16, 16, 16]);
    expect(menuRowsPerColumn(41)).toBe(14);
    expect(menuRowsPerColumn(45)).toBe(15);
    expect(menuRowsPerColumn(120)).toBe(40);
  });

  it('never needs more than three columns', () => {
    for (let n = 1; n <= 300; n += 1) expect(Math.ceil(n / menuRowsPerColumn(n)), String(n)).toBeLessThanOrEqual(3);
  });
});

describe('menuColumns', () => {
  it('fills columns top to bottom in order, keeping every item once', () => {
    expect(menuColumns(list(5))).toEqual([[0, 1, 2, 3], [4]]);
    expect(menuColumns(list(40)).map((column) => column.length)).toEqual([16, 16, 8]);
    expect(menuColumns(list(45)).map((column) => column.length)).toEqual([15, 15, 15]);
    for (const n of [0, 1, 7, 22, 41, 99]) expect(menuColumns(list(n)).flat()).toEqual(list(n));
  });
});
