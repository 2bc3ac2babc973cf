import type { ReactNode } from 'react';
import { heading } from './heading.css';
import { cachedRecipe } from './recipe-cache';

const headingClass = cachedRecipe(heading);

/** Props of {@link Heading}. */
export interface HeadingProps {
  children: ReactNode;
  /** Document outline level (`h1`...`h6`); independent of the visual size. */
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /** Visual size, from `sm` (16 px) to `xxl` (36 px). */
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'xxl';
  id?: string;
}

/**
 * A heading whose level (semantics) and size (looks) are chosen separately. A plain `<h1>`…`<h6>`.
 *
 * @example
 * ```tsx
 * <Heading level={1} size="xl">Pool Pumps</Heading>
 * ```
 */
export function Heading({ level, size, children, id }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={headingClass({ size })}>
      {children}
    </Tag>
  );
}
