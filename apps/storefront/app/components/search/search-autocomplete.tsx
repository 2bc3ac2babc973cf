import type { TypeaheadView } from '@pool/api-contract';
import { formatMoney } from '@pool/pricing';
import { visuallyHidden } from '@pool/ui';
import { useFetcher, useHref, useLocation, useNavigate } from '@remix-run/react';
import { useContext, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Autocomplete, AutocompleteStateContext, Header, Input, Label, Menu, MenuItem, MenuSection, RouterProvider, TextField } from 'react-aria-components';
import { useDebouncedCallback } from 'use-debounce';
import type { TypeaheadData } from './typeahead-answer';
import { countText } from '../match-count';
import { readRecentSearches, rememberSearch } from './recent-searches';
import { searchButton, searchInput } from './search-box.css';
import {
  close, field, form, item, menu, message, panel, panelTop, productText, productTitle, root, sectionHeader, thumb, viewAll,
} from './search-autocomplete.css';
import { EMPTY_SEARCH_HINT, MAX_SEARCH_LENGTH, noResultsMessage, POPULAR_SEARCHES, searchHref } from './search-text';

/** Debounce of the typeahead request (spec site-shell.md 4: 400 ms). */
export const SEARCH_DEBOUNCE_MS = 400;

/** Props of {@link SearchAutocomplete}. */
export interface SearchAutocompleteProps {
  id: string;
  defaultValue?: string;
  autoFocus?: boolean;
}

const hasHits = (result: TypeaheadView) => result.total > 0 || result.diagrams.length > 0;

function priceText(price: TypeaheadView['products'][number]['price']): string {
  return price.visibility === 'shown' ? formatMoney(price.price) : price.message;
}

/** A closed dropdown has no highlighted item: clears the field's `aria-activedescendant`. */
function ClearHighlightWhenClosed({ open }: { open: boolean }) {
  const state = useContext(AutocompleteStateContext);
  useEffect(() => {
    if (!open && state?.focusedNodeId) state.setFocusedNodeId(null);
  }, [open, state]);
  return null;
}

/**
 * The search box with its dropdown (spec 2.12), built on react-aria's Autocomplete: the text field
 * keeps focus while arrow keys move through the suggestions, products, diagrams, 'View all {count}',
 * recent and popular searches (each a link). Opens on focus; closes on Escape, the Close button,
 * leaving the box, and on scroll at desktop widths. The typeahead runs only for a non-empty text,
 * debounced 400 ms, through the storefront's /resources/typeahead. Enter goes to the results page
 * only when the text has hits.
 */
export function SearchAutocomplete({ id, defaultValue = '', autoFocus = false }: SearchAutocompleteProps) {
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(autoFocus);
  const [recent, setRecent] = useState<string[]>([]);
  const fetcher = useFetcher<TypeaheadData>({ key: 'search-typeahead' });
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const requestedFor = useRef<string | null>(null);
  const pendingEnter = useRef<string | null>(null);
  const container = useRef<HTMLDivElement>(null);

  const text = value.trim();
  const load = useDebouncedCallback((q: string) => {
    requestedFor.current = q;
    fetcher.load(`/resources/typeahead?${new URLSearchParams({ q }).toString()}`);
  }, SEARCH_DEBOUNCE_MS);
  // The answer for the text in the box: its typeahead, `null` when that failed, `undefined` while none has
  // come. Read from the answer itself (it names its text), never from what was last asked: the router's
  // state arrives in transitions, so the two can be seen out of step in a render.
  const current = text !== '' && fetcher.data?.q === text ? fetcher.data.result : undefined;

  // A text typed before the dropdown loaded is searched right away.
  useEffect(() => {
    if (defaultValue.trim()) load(defaultValue.trim());
  }, []);

  useEffect(() => {
    if (open) setRecent(readRecentSearches());
  }, [open]);

  // A page change (a picked link) closes the dropdown.
  const location = `${pathname}${search}`;
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    setOpen(false);
  }, [location]);

  // Desktop: scrolling the page closes the dropdown (on phones the keyboard scrolls the page itself).
  useEffect(() => {
    if (!open) return undefined;
    const desktop = window.matchMedia('(min-width: 768px)');
    const onScroll = () => {
      if (desktop.matches) setOpen(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [open]);

  const go = (href: string, term: string) => {
    rememberSearch(term);
    setOpen(false);
    navigate(href);
  };

  // Enter pressed before the answer for this text arrived: decide once it is here.
  useEffect(() => {
    if (current === undefined || pendingEnter.current !== text) return;
    pendingEnter.current = null;
    if (current === null) go(searchHref(text), text);
    else if (hasHits(current)) go(current.viewAllHref, text);
  }, [current, text]);

  const onInputChange = (next: string) => {
    setValue(next);
    setOpen(true);
    const q = next.trim();
    if (q) load(q);
    else load.cancel();
  };

  // Enter (or the Search button) goes to the results page only when the text has hits.
  const submit = () => {
    if (!text) return;
    setOpen(true);
    if (current === null) go(searchHref(text), text);
    else if (current) {
      if (hasHits(current)) go(current.viewAllHref, text);
    } else {
      pendingEnter.current = text;
      if (requestedFor.current !== text && !load.isPending()) load(text);
      load.flush();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  // Capture phase, ahead of react-aria's Autocomplete (which would clear the text on Escape): Escape
  // closes the dropdown and keeps the text; Enter submits unless an item is highlighted (react-aria
  // then follows that item).
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLInputElement)) return;
    const highlighted = event.target.getAttribute('aria-activedescendant');
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Enter') {
      // Never the browser's own form submission: react-aria follows a highlighted item itself.
      event.preventDefault();
      if (!open || !highlighted || !document.getElementById(highlighted)) submit();
    } else if (event.key === 'ArrowDown' && !open) setOpen(true);
  };

  const result = current && hasHits(current) ? current : null;
  const noResults = current != null && !hasHits(current);
  const showResults = result !== null;
  const loading = text !== '' && fetcher.state !== 'idle';

  // The menu's items are links: react-aria follows them through Remix's router.
  return (
    <RouterProvider navigate={(href) => navigate(href)} useHref={useHref}>
      <div
        ref={container}
        className={root}
        onKeyDownCapture={onKeyDownCapture}
        onBlur={(event) => {
          if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        <form method="get" action="/search" role="search" className={form} onSubmit={onSubmit}>
          <Autocomplete inputValue={value} onInputChange={onInputChange} disableAutoFocusFirst>
            <ClearHighlightWhenClosed open={open} />
            <TextField className={field} name="query" autoFocus={autoFocus} onFocus={() => setOpen(true)}>
              <Label className={visuallyHidden}>Search products</Label>
              <Input
                id={id}
                className={searchInput}
                type="search"
                placeholder="Search for a product"
                autoComplete="off"
                maxLength={MAX_SEARCH_LENGTH}
                aria-expanded={open}
              />
            </TextField>
            {open ? (
              <div className={panel} onMouseDown={(event) => event.preventDefault()}>
                <div className={panelTop}>
                  <p className={message} role="status">
                    {text === '' ? EMPTY_SEARCH_HINT : noResults ? noResultsMessage(text) : loading && !showResults ? 'Searching…' : ''}
                  </p>
                  <button type="button" className={close} onClick={() => setOpen(false)}>
                    Close
                  </button>
                </div>
                <Menu className={menu} aria-label="Search suggestions">
                  {showResults && result.suggestions.length > 0 ? (
                    <MenuSection>
                      <Header className={sectionHeader}>Suggestions</Header>
                      {result.suggestions.map((suggestion) => (
                        <MenuItem key={`s:${suggestion.text}`} id={`s:${suggestion.text}`} className={item} href={suggestion.href} textValue={suggestion.text} onAction={() => rememberSearch(suggestion.text)}>
                          {suggestion.text}
                        </MenuItem>
                      ))}
                    </MenuSection>
                  ) : null}
                  {showResults ? (
                    <MenuSection>
                      <Header className={sectionHeader}>{result.hasDiagrams ? 'PRODUCTS & DIAGRAMS' : 'PRODUCTS'}</Header>
                      {result.products.map((product) => (
                        <MenuItem key={`p:${product.id}`} id={`p:${product.id}`} className={item} href={product.href} textValue={product.title}>
                          <img className={thumb} src={product.image.url} alt="" width={40} height={40} loading="lazy" />
                          <span className={productText}>
                            <span className={productTitle}>{product.title}</span>
                            <span>{priceText(product.price)}</span>
                          </span>
                        </MenuItem>
                      ))}
                      {result.diagrams.map((diagram) => (
                        <MenuItem key={`d:${diagram.handle}`} id={`d:${diagram.handle}`} className={item} href={diagram.href} textValue={`${diagram.name} diagram`}>
                          <span className={productText}>
                            <span className={productTitle}>{diagram.name}</span>
                            <span>
                              Diagram · {diagram.type} · {diagram.brand}
                            </span>
                          </span>
                        </MenuItem>
                      ))}
                      <MenuItem id="view-all" className={viewAll} href={result.viewAllHref} textValue={`View all ${countText(result)}`} onAction={() => rememberSearch(text)}>
                        {`View all ${countText(result)}`}
                      </MenuItem>
                    </MenuSection>
                  ) : null}
                  {recent.length > 0 ? (
                    <MenuSection>
                      <Header className={sectionHeader}>Recent searches</Header>
                      {recent.map((term) => (
                        <MenuItem key={`r:${term}`} id={`r:${term}`} className={item} href={searchHref(term)} textValue={term}>
                          {term}
                        </MenuItem>
                      ))}
                    </MenuSection>
                  ) : null}
                  {!showResults ? (
                    <MenuSection>
                      <Header className={sectionHeader}>Popular searches</Header>
                      {POPULAR_SEARCHES.map((popular) => (
                        <MenuItem key={`pop:${popular.href}`} id={`pop:${popular.href}`} className={item} href={popular.href} textValue={popular.label}>
                          {popular.label}
                        </MenuItem>
                      ))}
                    </MenuSection>
                  ) : null}
                </Menu>
              </div>
            ) : null}
          </Autocomplete>
          <button type="submit" className={searchButton}>
            Search
          </button>
        </form>
      </div>
    </RouterProvider>
  );
}
