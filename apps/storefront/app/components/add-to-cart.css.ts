import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

export const form = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });
/** A refusal under a card's Add to Cart (the card's column: no row to wrap in). */
export const cardError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
/** A refusal under Add to Cart's row: the same text, on a line of its own. */
export const error = style([cardError, { flexBasis: '100%' }]);
/** A card's form (Save and Add to Cart): its buttons are laid out by the card itself. */
export const cardForm = style({ display: 'contents' });
/** A card's Add to Cart sits at the card's foot, however long the title above it. */
globalStyle(`${cardForm} > [name="intent"]`, { marginTop: 'auto' });
/** A card's Save link-button, left-aligned in the card's column as its own form used to be. */
export const cardSave = style({ alignSelf: 'flex-start' });
