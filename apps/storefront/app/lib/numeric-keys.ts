import { isNumericKeyAllowed } from '@pool/account-domain';
import type { KeyboardEvent } from 'react';

/**
 * The spec's numeric-only key filter (shopping.md 5) for decimal fields (water-test readings, pool
 * sizes, a return's package): a key that would type anything but a digit or the dot is refused
 * (account-domain's `isNumericKeyAllowed`). Keys that type nothing (arrows, Backspace, Tab, Enter) and
 * shortcuts (Ctrl, Cmd or Alt held: paste, select all, undo) pass.
 */
export function keepNumericKeys(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'preventDefault'>): void {
  if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
  if (!isNumericKeyAllowed(event.key)) event.preventDefault();
}
