import type { ReactNode } from 'react';
import { Heading as AriaHeading } from 'react-aria-components';
import { heading } from './heading.css';

/** Props of {@link Heading}. */
export interface HeadingProps {
  children: ReactNode;
  /** Document outline level (`h1`...`h6`); independent of the visual size. */
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /** Visual size, from `sm` (16 px) to `xxl` (36 px). */
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'xxl';
  /** Only for dialogs: `title` labels the enclosing react-aria Dialog. */
  slot?: 'title';
  id?: string;
}

/**
 * A heading whose level (semantics) and size (looks) are chosen separately.
 *
 * @example
 * ```tsx
 * <Heading level={1} size="xl">Pool Pumps</Heading>
 * ```
 */
export function Heading({ size, children, ...rest }: HeadingProps) {
  return (
    <AriaHeading {...rest} className={heading({ size })}>
      {children}
    </AriaHeading>
  );
}
