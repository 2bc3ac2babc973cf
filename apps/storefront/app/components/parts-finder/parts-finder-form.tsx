import type { PartsFinderView } from '@pool/api-contract';
import { Button, Heading } from '@pool/ui';
import { Link as RemixLink, useFetcher, useNavigate } from '@remix-run/react';
import { useEffect, useReducer, useState } from 'react';
import { Button as AriaButton, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from 'react-aria-components';
import { useAtomValue } from 'jotai';
import type { MyEquipmentItem, PartsFinderData } from './parts-finder-answer';
import { viewerAtom } from '../../state/session.atoms';
import { brandOptions, chosenDiagram, diagramOptions, initialPartsFinderState, partsFinderReducer } from './parts-finder.reducer';
import { readRecentDiagrams, type StoredDiagram } from './recent-diagrams';
import { dropdownSize, SEARCHABLE_DROPDOWN_QUERY } from '../dropdown-rules';
import { useMediaQuery } from '../../media-query';
import {
  combo, control, empty, form, input, label as labelClass, listbox, note, option, picker, pickerValue, popover, recent as recentClass, recentMeta, toggle,
} from './parts-finder.css';

interface Choice {
  id: string;
  label: string;
}

/** What each of the finder's dropdowns is given, whichever form it takes. */
interface FinderDropdownProps {
  label: string;
  items: Choice[];
  selectedKey: string | null;
  isDisabled: boolean;
  onSelect: (key: string | null) => void;
  emptyText: string;
}

const toSelection = (key: Key | null) => (key === null ? null : String(key));

const Chevron = () => (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
    <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="2" fill="none" />
  </svg>
);

/**
 * A dropdown's list: compact below 12 items, taller above (`data-size`, parts-finder.css.ts). The
 * ComboBox gives its ListBox the filtered items itself; the Select's ListBox is given `items`.
 */
function FinderOptions({ count, emptyText, items }: { count: number; emptyText: string; items?: Choice[] }) {
  return (
    <Popover className={popover} placement="bottom start">
      <ListBox className={listbox} data-size={dropdownSize(count)} items={items} renderEmptyState={() => <div className={empty}>{emptyText}</div>}>
        {(item: Choice) => (
          <ListBoxItem className={option} id={item.id} textValue={item.label}>
            {item.label}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}

/** One searchable dropdown (768 px and wider): typing filters the options case-insensitively; picking closes it. */
function FinderCombo({ label, items, selectedKey, isDisabled, onSelect, emptyText }: FinderDropdownProps) {
  return (
    <ComboBox
      className={combo}
      // `defaultItems`, not `items`: react-aria filters only the items it was not given controlled.
      defaultItems={items}
      selectedKey={selectedKey}
      onSelectionChange={(key: Key | null) => onSelect(toSelection(key))}
      isDisabled={isDisabled}
      menuTrigger="focus"
    >
      <Label className={labelClass}>{label}</Label>
      <div className={control}>
        <Input className={input} placeholder={isDisabled ? '' : `Select ${label}`} />
        <AriaButton className={toggle} aria-label={`Show ${label} options`}>
          <Chevron />
        </AriaButton>
      </div>
      <FinderOptions count={items.length} emptyText={emptyText} />
    </ComboBox>
  );
}

/**
 * One dropdown without a search box (narrower than 768 px, spec site-shell.md): a button that opens
 * the list; picking closes it, and typing a letter jumps to the first option starting with it.
 */
function FinderSelect({ label, items, selectedKey, isDisabled, onSelect, emptyText }: FinderDropdownProps) {
  return (
    <Select
      className={combo}
      value={selectedKey}
      onChange={(key: Key | null) => onSelect(toSelection(key))}
      isDisabled={isDisabled}
      placeholder={isDisabled ? '' : `Select ${label}`}
      allowsEmptyCollection
    >
      <Label className={labelClass}>{label}</Label>
      <AriaButton className={picker}>
        <SelectValue className={pickerValue} />
        <Chevron />
      </AriaButton>
      <FinderOptions count={items.length} emptyText={emptyText} items={items} />
    </Select>
  );
}

/** The three dependent dropdowns and 'Go to Diagram' over a loaded diagram map. */
function FinderFields({ map, mine }: { map: PartsFinderView; mine: ReadonlyMap<string, MyEquipmentItem> }) {
  const [state, dispatch] = useReducer(partsFinderReducer, initialPartsFinderState);
  const navigate = useNavigate();
  const diagram = chosenDiagram(map, state);
  const toChoice = (name: string): Choice => ({ id: name, label: name });
  // The panel is rendered on the client only (its map is fetched), so phones get the picker at once.
  const FinderDropdown = useMediaQuery(SEARCHABLE_DROPDOWN_QUERY, true) ? FinderCombo : FinderSelect;
  return (
    <form
      className={form}
      action={diagram?.href ?? undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (diagram) navigate(diagram.href);
      }}
    >
      <FinderDropdown
        label="Equipment Type"
        items={map.types.map(toChoice)}
        selectedKey={state.type}
        isDisabled={false}
        onSelect={(type) => dispatch({ kind: 'type', type })}
        emptyText="No equipment type matches"
      />
      <FinderDropdown
        label="Equipment Brand"
        items={brandOptions(map, state).map(toChoice)}
        selectedKey={state.brand}
        isDisabled={state.type === null}
        onSelect={(brand) => dispatch({ kind: 'brand', brand })}
        emptyText="No brand matches"
      />
      <FinderDropdown
        label="Diagram"
        items={diagramOptions(map, state).map((d) => ({ id: d.handle, label: fitsLabel(d.label, mine.get(d.handle)) }))}
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

/** An entry's label, marked when the diagram is of the customer's own equipment. */
const fitsLabel = (text: string, piece: MyEquipmentItem | undefined) => (piece ? `${text} · Fits your ${piece.model}` : text);

/** The handle of a diagram page's path (`/diagram/{handle}` or `/{handle}.html`). */
const handleOf = (url: string) => url.replace(/^\/(?:diagram\/)?/, '').replace(/\.html$/, '');

/**
 * The signed-in customer's pool equipment (their diagrams), asked for when the finder opens and the
 * session says they have some; empty otherwise.
 */
function useMyEquipment(): ReadonlyMap<string, MyEquipmentItem> {
  const hasEquipment = useAtomValue(viewerAtom)?.hasEquipment === true;
  const fetcher = useFetcher<{ items: MyEquipmentItem[] }>({ key: 'my-equipment' });
  useEffect(() => {
    if (hasEquipment && fetcher.state === 'idle' && fetcher.data === undefined) fetcher.load('/resources/my-equipment');
  }, [hasEquipment, fetcher]);
  const items = hasEquipment ? fetcher.data?.items ?? [] : [];
  return new Map(items.map((item) => [item.handle, item]));
}

/** A titled list of diagram links with a note beside each (the finder's equipment and recent lists). */
function DiagramList({ id, title, headingLevel, links }: { id: string; title: string; headingLevel: 3 | 4; links: { href: string; name: string; meta: string }[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Heading level={headingLevel} size="sm" id={id}>
        {title}
      </Heading>
      <ul className={recentClass}>
        {links.map((link) => (
          <li key={link.href}>
            <RemixLink to={link.href}>{link.name}</RemixLink> <span className={recentMeta}>{link.meta}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The customer's own equipment, each a link to its diagram, where every part fits (the parts finder's 'Fits your {model}'). */
function MyEquipment({ items, headingLevel }: { items: MyEquipmentItem[]; headingLevel: 3 | 4 }) {
  const links = items.map((item) => ({ href: item.href, name: `${item.brand} ${item.model}`, meta: `${item.slot} · ${item.pool} · Fits your ${item.model}` }));
  return <DiagramList id="parts-finder-mine" title="Your Pool Equipment" headingLevel={headingLevel} links={links} />;
}

function RecentDiagrams({ headingLevel, mine }: { headingLevel: 3 | 4; mine: ReadonlyMap<string, MyEquipmentItem> }) {
  const [recent, setRecent] = useState<StoredDiagram[]>([]);
  useEffect(() => setRecent(readRecentDiagrams()), []);
  const links = recent.map((d) => ({ href: d.url, name: d.name, meta: fitsLabel(`${d.type} · ${d.brand}`, mine.get(handleOf(d.url))) }));
  return <DiagramList id="parts-finder-recent" title="Recently Viewed Diagrams" headingLevel={headingLevel} links={links} />;
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
  const mine = useMyEquipment();
  return (
    <>
      <MyEquipment items={[...mine.values()]} headingLevel={headingLevel} />
      {map ? (
        <FinderFields map={map} mine={mine} />
      ) : map === null ? (
        <p className={note} role="alert">
          The parts finder is unavailable right now. Please try again later.
        </p>
      ) : (
        <p className={note} role="status">
          Loading the parts finder…
        </p>
      )}
      <RecentDiagrams headingLevel={headingLevel} mine={mine} />
    </>
  );
}
