import { describe, expect, it } from 'vitest';
import {
  brandOptions, chosenDiagram, diagramOptions, type FinderDiagram, initialPartsFinderState, partsFinderReducer, type PartsFinderState,
} from './parts-finder.reducer';

const diagram = (name: string, type: string, brand: string): FinderDiagram => {
  const handle = name.toLowerCase().replace(/\s+/g, '-');
  return { name, handle, href: `/${handle}.html`, type, brand, label: `${name} — ${type} — ${brand}` };
};

const superPump = diagram('Super Pump', 'Pumps', 'Hayward');
const whisperFlo = diagram('WhisperFlo', 'Pumps', 'Pentair');
const cartridge = diagram('Star Clear', 'Filters', 'Hayward');
const map = {
  types: ['Pumps', 'Filters', 'Heaters'],
  brands: [
    { name: 'Hayward', types: ['Pumps', 'Filters'] },
    { name: 'Pentair', types: ['Pumps'] },
  ],
  diagrams: [superPump, whisperFlo, cartridge],
};

const run = (...actions: Parameters<typeof partsFinderReducer>[1][]): PartsFinderState => actions.reduce(partsFinderReducer, initialPartsFinderState);

describe('partsFinderReducer', () => {
  it('starts empty, with no brand or diagram options and Go disabled', () => {
    expect(initialPartsFinderState).toEqual({ type: null, brand: null, diagram: null });
    expect(brandOptions(map, initialPartsFinderState)).toEqual([]);
    expect(diagramOptions(map, initialPartsFinderState)).toEqual([]);
    expect(chosenDiagram(map, initialPartsFinderState)).toBeNull();
  });

  it('offers the brands of the chosen type, then the diagrams of type and brand', () => {
    const typed = run({ kind: 'type', type: 'Pumps' });
    expect(brandOptions(map, typed)).toEqual(['Hayward', 'Pentair']);
    expect(diagramOptions(map, typed)).toEqual([]);
    const branded = partsFinderReducer(typed, { kind: 'brand', brand: 'Hayward' });
    expect(diagramOptions(map, branded)).toEqual([superPump]);
    expect(brandOptions(map, run({ kind: 'type', type: 'Heaters' }))).toEqual([]);
  });

  it('enables Go once a diagram is chosen', () => {
    const state = run({ kind: 'type', type: 'Pumps' }, { kind: 'brand', brand: 'Pentair' }, { kind: 'diagram', diagram: whisperFlo });
    expect(state).toEqual({ type: 'Pumps', brand: 'Pentair', diagram: 'whisperflo' });
    expect(chosenDiagram(map, state)).toBe(whisperFlo);
  });

  it('fills in type and brand when a diagram is chosen first', () => {
    expect(run({ kind: 'diagram', diagram: cartridge })).toEqual({ type: 'Filters', brand: 'Hayward', diagram: 'star-clear' });
  });

  it('clears brand and diagram when the type changes', () => {
    const state = run({ kind: 'diagram', diagram: superPump }, { kind: 'type', type: 'Filters' });
    expect(state).toEqual({ type: 'Filters', brand: null, diagram: null });
    expect(run({ kind: 'diagram', diagram: superPump }, { kind: 'type', type: null })).toEqual(initialPartsFinderState);
  });

  it('clears the diagram when the brand changes', () => {
    expect(run({ kind: 'diagram', diagram: superPump }, { kind: 'brand', brand: 'Pentair' })).toEqual({ type: 'Pumps', brand: 'Pentair', diagram: null });
    expect(run({ kind: 'diagram', diagram: superPump }, { kind: 'brand', brand: null })).toEqual({ type: 'Pumps', brand: null, diagram: null });
  });

  it('keeps the selection when the same value is chosen again', () => {
    const state = run({ kind: 'diagram', diagram: superPump });
    expect(partsFinderReducer(state, { kind: 'type', type: 'Pumps' })).toBe(state);
    expect(partsFinderReducer(state, { kind: 'brand', brand: 'Hayward' })).toBe(state);
    expect(partsFinderReducer(state, { kind: 'diagram', diagram: superPump })).toBe(state);
  });

  it('ignores a brand before a type, and clears a diagram on its own', () => {
    expect(run({ kind: 'brand', brand: 'Hayward' })).toBe(initialPartsFinderState);
    expect(run({ kind: 'diagram', diagram: superPump }, { kind: 'diagram', diagram: null })).toEqual({ type: 'Pumps', brand: 'Hayward', diagram: null });
  });

  it('resets', () => {
    expect(run({ kind: 'diagram', diagram: superPump }, { kind: 'reset' })).toBe(initialPartsFinderState);
  });
});
