import type { PartsFinderView } from '@pool/api-contract';
import { Button, Heading } from '@pool/ui';
import { Link as RemixLink, useFetcher, useNavigate } from '@remix-run/react';
import { useEffect, useReducer, useState } from 'react';
import { Button as AriaButton, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import type { PartsFinderData } from '../../routes/diagram/parts-finder';
import { brandOptions, chosenDiagram, diagramOptions, initialPartsFinderState, partsFinderReducer } from './parts-finder.reducer';
import { readRecentDiagrams, type StoredDiagram } from './recent-diagrams';
import { combo, control, empty, form, input, label as labelClass, listbox, note, option, popover, recent as recentClass, recentMeta, toggle } from './parts-finder.css';

interface Choice {
  id: string;
  label: string;
}

/** One searchable dropdown: typing filters the options case-insensitively; picking closes it. */
function FinderCombo({
  label, items, selectedKey, isDisabled, onSelect, emptyText,
}: {
  label: string;
  items: Choice[];
  selectedKey: string | null;
  isDisabled: boolean;
  onSelect: (key: string | null) => void;
  emptyText: string;
}) {
  return (
    <ComboBox
      className={combo}
      items={items}
      selectedKey={selectedKey}
      onSelectionChange={(key: Key | null) => onSelect(key === null ? null : String(key))}
      isDisabled={isDisabled}
      menuTrigger="focus"
    >
      <Label className={labelClass}>{label}</Label>
      <div className={control}>
        <Input className={input} placeholder={isDisabled ? '' : `Select ${label}`} />
        <AriaButton className={toggle} aria-label={`Show ${label} options`}>
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
        </AriaButton>
      </div>
      <Popover className={popover} placement="bottom start">
        <ListBox className={listbox} renderEmptyState={() => <div className={empty}>{emptyText}</div>}>
          {(item: Choice) => (
            <ListBoxItem className={option} id={item.id} textValue={item.label}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/** The three dependent dropdowns and 'Go to Diagram' over a loaded diagram map. */
function FinderFields({ map }: { map: PartsFinderView }) {
  const [state, dispatch] = useReducer(partsFinderReducer, initialPartsFinderState);
  const navigate = useNavigate();
  const diagram = chosenDiagram(map, state);
  const toChoice = (name: string): Choice => ({ id: name, label: name });
  return (
    <form
      className={form}
      action={diagram?.href ?? undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (diagram) navigate(diagram.href);
      }}
    >
      <FinderCombo
        label="Equipment Type"
        items={map.types.map(toChoice)}
        selectedKey={state.type}
        isDisabled={false}
        onSelect={(type) => dispatch({ kind: 'type', type })}
        emptyText="No equipment type matches"
      />
      <FinderCombo
        label="Equipment Brand"
        items={brandOptions(map, state).map(toChoice)}
        selectedKey={state.brand}
        isDisabled={state.type === null}
        onSelect={(brand) => dispatch({ kind: 'brand', brand })}
        emptyText="No brand matches"
      />
      <FinderCombo
        label="Diagram"
        items={diagramOptions(map, state).map((d) => ({ id: d.handle, label: d.label }))}
        selectedKey={state.diagram}
        isDisabled={state.brand === null}
        onSelect={(handle) => dispatch({ kind: 'diagram', diagram: map.diagrams.find((d) => d.handle === handle) ?? null })}
        emptyText="No diagram matches"
      />
      <Button type="submit" isDisabled={diagram === null} fullWidth>
        Go to Diagram
      </Button>
    </form>
  );
}

function RecentDiagrams({ headingLevel }: { headingLevel: 3 | 4 }) {
  const [recent, setRecent] = useState<StoredDiagram[]>([]);
  useEffect(() => setRecent(readRecentDiagrams()), []);
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby="parts-finder-recent">
      <Heading level={headingLevel} size="sm" id="parts-finder-recent">
        Recently Viewed Diagrams
      </Heading>
      <ul className={recentClass}>
        {recent.map((d) => (
          <li key={d.url}>
            <RemixLink to={d.url}>{d.name}</RemixLink> <span className={recentMeta}>{`${d.type} · ${d.brand}`}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The parts finder's body: loads the diagram map from the storefront's resource route (the same
 * for everyone, cached), then offers Equipment Type → Equipment Brand → Diagram and the last 5
 * diagrams this browser viewed.
 */
export function PartsFinderForm({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const fetcher = useFetcher<PartsFinderData>({ key: 'parts-finder' });
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data === undefined) fetcher.load('/resources/parts-finder');
  }, [fetcher]);
  const map = fetcher.data;
  return (
    <>
      {map ? (
        <FinderFields map={map} />
      ) : map === null ? (
        <p className={note} role="alert">
          The parts finder is unavailable right now. Please try again later.
        </p>
      ) : (
        <p className={note} role="status">
          Loading the parts finder…
        </p>
      )}
      <RecentDiagrams headingLevel={headingLevel} />
    </>
  );
}
