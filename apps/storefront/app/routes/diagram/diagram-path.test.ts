import { describe, expect, it } from 'vitest';
import { parseDiagramSplat } from './diagram-path';

describe('parseDiagramSplat', () => {
  it('reads a bare handle or {handle}.html', () => {
    expect(parseDiagramSplat('hayward-super-pump')).toBe('hayward-super-pump');
    expect(parseDiagramSplat('hayward-super-pump.html')).toBe('hayward-super-pump');
  });

  it('refuses everything else', () => {
    for (const splat of [undefined, '', 'a/b', 'A', 'pump/', '-pump', 'pump.htm']) expect(parseDiagramSplat(splat), String(splat)).toBeNull();
  });
});
