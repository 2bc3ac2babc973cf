/**
 * @pool/ui: the store's design system: components with a narrow prop surface, styled with
 * vanilla-extract recipes. Plain elements where the platform is fully accessible on its own (buttons,
 * links, headings, text fields, progress), react-aria-components where it adds what the platform
 * lacks (the Drawer's modal dialog: focus trap, scroll lock, focus return); the app loads those on
 * demand (docs/decisions/0015-javascript-budget.md).
 *
 * The global theme (tokens on :root and a small base style) is applied by importing this entry.
 * The Drawer (react-aria's modal machinery) is a separate entry, `@pool/ui/drawer`, so that nothing
 * imported from this one can pull it into a page's first load: import it only from code that is
 * itself loaded on demand.
 */
import './theme.css';

export { vars, breakpoints, media } from './tokens.css';
export { tapRow, outlinedLink, gridRow, framedColumn, raisedPanel, variantsOf, barRow } from './style-shapes';
/** The class behind {@link VisuallyHidden}, for a control's own element (a label, say). */
export { visuallyHidden } from './button.css';
export { Button, type ButtonProps } from './button';
export { SubmitButton, type SubmitButtonProps } from './submit-button';
export { Link, LinkProvider, type AnchorProps, type LinkProps } from './link';
export { Heading, type HeadingProps } from './heading';
export { Section, type SectionProps } from './section';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden';
export { Spinner, type SpinnerProps } from './spinner';
export { Badge, type BadgeProps } from './badge';
export { StarRating, type StarRatingProps } from './star-rating';
export { Price, type PriceProps } from './price';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { QuantityField, type QuantityFieldProps } from './quantity-field';
export { TextField, type TextFieldProps } from './text-field';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field';
export { SelectField, type SelectFieldProps } from './select-field';
export { NavigationProgress, type NavigationProgressProps } from './navigation-progress';
export { ToastRegion, TOAST_TIMEOUT_MS, type ToastMessage, type ToastRegionProps } from './toast-region';
