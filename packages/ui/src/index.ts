/**
 * @pool/ui: the store's design system. react-aria-components wrappers with a narrow prop surface,
 * styled with vanilla-extract recipes keyed on react-aria's `data-*` state attributes.
 *
 * The global theme (tokens on :root and a small base style) is applied by importing this entry.
 */
import './theme.css';

export { vars, breakpoints, media } from './tokens.css';
export { Button, type ButtonProps } from './button';
export { SubmitButton, type SubmitButtonProps } from './submit-button';
export { Link, type LinkProps } from './link';
export { Heading, type HeadingProps } from './heading';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden';
export { Spinner, type SpinnerProps } from './spinner';
export { Badge, type BadgeProps } from './badge';
export { StarRating, type StarRatingProps } from './star-rating';
export { Price, type PriceProps } from './price';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { QuantityField, type QuantityFieldProps } from './quantity-field';
export { TextField, type TextFieldProps } from './text-field';
export { NavigationProgress, type NavigationProgressProps } from './navigation-progress';
export { Drawer, type DrawerProps } from './drawer';
export { ToastRegion, TOAST_TIMEOUT_MS, type ToastMessage, type ToastRegionProps } from './toast-region';
export { RouterProvider } from 'react-aria-components';
