import { VisuallyHidden } from '@pool/ui';
import { Form } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { SearchAutocompleteProps } from './search-autocomplete';
import { search, searchButton, searchInput } from './search-box.css';

const loadAutocomplete = () => import('./search-autocomplete');

/**
 * The header search (spec 2.7 and 2.12). Server-rendered as a GET form to /search, so it works without
 * JavaScript. The dropdown (suggestions, products, recent and popular searches) is code-split: its
 * module loads on the first sign of intent (pointer over, touch or focus), then takes the field's
 * place, keeping the typed text and the focus.
 */
export function SearchBox({ id = 'site-search' }: { id?: string }) {
  const [Enhanced, setEnhanced] = useState<ComponentType<SearchAutocompleteProps> | null>(null);
  const [initial, setInitial] = useState({ value: '', focused: false });
  const input = useRef<HTMLInputElement>(null);
  const requested = useRef(false);
  // Sent while the dropdown was loading: the browser is already on its way to the results page, so the
  // form stays (swapping it out now could drop that submission).
  const submitted = useRef(false);
  const enhance = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    loadAutocomplete().then(
      (module) => {
        if (submitted.current) return;
        const field = input.current;
        setInitial({ value: field?.value ?? '', focused: field !== null && document.activeElement === field });
        setEnhanced(() => module.SearchAutocomplete);
      },
      () => {
        // The plain form keeps working; a later intent may try again.
        requested.current = false;
      },
    );
  }, []);

  // Back to this page from the browser's cache after such a submission: the dropdown may load again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted || !submitted.current) return;
      submitted.current = false;
      requested.current = false;
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  // Focused or typed into before hydration: enhance right away.
  useEffect(() => {
    const field = input.current;
    if (field && (document.activeElement === field || field.value !== '')) enhance();
  }, [enhance]);

  if (Enhanced) return <Enhanced id={id} defaultValue={initial.value} autoFocus={initial.focused} />;
  // Remix's Form: a plain GET form without JavaScript; once hydrated, Remix's router goes to the results,
  // so the dropdown taking the form's place a moment later cannot cancel the way there (a browser
  // navigation from a form removed from the page could be dropped).
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className={search}
      // Sent before hydration: held and sent again once hydrated (press-replay.ts), as the router's start-up
      // could cancel the navigation it began.
      data-replay={`search:${id}`}
      onPointerEnter={enhance}
      onTouchStart={enhance}
      onSubmit={() => {
        submitted.current = true;
      }}
    >
      <label htmlFor={id}>
        <VisuallyHidden>Search products</VisuallyHidden>
      </label>
      <input
        ref={input}
        id={id}
        className={searchInput}
        type="search"
        name="query"
        placeholder="Search for a product"
        autoComplete="off"
        maxLength={200}
        onFocus={enhance}
        onInput={enhance}
      />
      <button type="submit" className={searchButton}>
        Search
      </button>
    </Form>
  );
}
