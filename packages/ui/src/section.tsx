import type { HTMLAttributes, ReactNode } from 'react';
import { Heading, type HeadingProps } from './heading';

/** Props of {@link Section}. */
export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section's heading. */
  title: ReactNode;
  /** The heading's id, which names the section (`aria-labelledby`). */
  headingId: string;
  /** The heading's level; 2 unless given. */
  level?: HeadingProps['level'];
  /** The heading's visual size. */
  size?: HeadingProps['size'];
  children?: ReactNode;
}

/**
 * A `<section>` named by its heading: the heading first, the section labelled by it.
 *
 * @example
 * ```tsx
 * <Section headingId="description" title="Description" size="lg" className={section}>
 *   <p>{product.description}</p>
 * </Section>
 * ```
 */
export function Section({ title, headingId, level = 2, size, children, ...rest }: SectionProps) {
  return (
    <section {...rest} aria-labelledby={headingId}>
      <Heading level={level} size={size} id={headingId}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
