import type { PartsFinderView } from '@pool/api-contract';

/** A diagram as the finder offers it (the BFF's diagram link). */
export type FinderDiagram = PartsFinderView['diagrams'][number];

/** What the shopper has picked so far; `diagram` is the chosen diagram's handle. */
export interface PartsFinderState {
  type: string | null;
  brand: string | null;
  diagram: string | null;
}

/** Everything the finder can be told. */
export type PartsFinderAction =
  | { kind: 'type'; type: string | null }
  | { kind: 'brand'; brand: string | null }
  | { kind: 'diagram'; diagram: FinderDiagram | null }
  | { kind: 'reset' };

/** Nothing chosen. */
export const initialPartsFinderState: PartsFinderState = { type: null, brand: null, diagram: null };

/**
 * The finder's selection rules (spec 2.11): changing the type clears brand and diagram; changing the
 * brand clears the diagram; choosing a diagram also fills in its type and brand. Choosing what is
 * already chosen changes nothing (the same state object comes back).
 *
 * @example
 * ```ts
 * const s1 = partsFinderReducer(initialPartsFinderState, { kind: 'type', type: 'Pumps' });
 * const s2 = partsFinderReducer(s1, { kind: 'brand', brand: 'Hayward' });
 * ```
 */
export function partsFinderReducer(state: PartsFinderState, action: PartsFinderAction): PartsFinderState {
  switch (action.kind) {
    case 'type':
      return action.type === state.type ? state : { type: action.type, brand: null, diagram: null };
    case 'brand':
      if (action.brand === state.brand) return state;
      // A brand needs a type first (the brand field is disabled until then).
      if (state.type === null && action.brand !== null) return state;
      return { ...state, brand: action.brand, diagram: null };
    case 'diagram': {
      const { diagram } = action;
      if (diagram === null) return state.diagram === null ? state : { ...state, diagram: null };
      if (diagram.handle === state.diagram && diagram.type === state.type && diagram.brand === state.brand) return state;
      return { type: diagram.type, brand: diagram.brand, diagram: diagram.handle };
    }
    case 'reset':
      return initialPartsFinderState;
  }
}

/** Brands that make the chosen type, in the map's order; none before a type is chosen. */
export function brandOptions(map: Pick<PartsFinderView, 'brands'>, state: PartsFinderState): string[] {
  if (state.type === null) return [];
  const type = state.type;
  return map.brands.filter((brand) => brand.types.includes(type)).map((brand) => brand.name);
}

/** Diagrams of the chosen type and brand; none before a brand is chosen. */
export function diagramOptions(map: Pick<PartsFinderView, 'diagrams'>, state: PartsFinderState): FinderDiagram[] {
  if (state.type === null || state.brand === null) return [];
  return map.diagrams.filter((diagram) => diagram.type === state.type && diagram.brand === state.brand);
}

/** The chosen diagram, once there is one: 'Go to Diagram' is enabled exactly then. */
export function chosenDiagram(map: Pick<PartsFinderView, 'diagrams'>, state: PartsFinderState): FinderDiagram | null {
  if (state.diagram === null) return null;
  return map.diagrams.find((diagram) => diagram.handle === state.diagram) ?? null;
}
