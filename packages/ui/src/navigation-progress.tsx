import { navigationProgress } from './navigation-progress.css';

/** Props of {@link NavigationProgress}. */
export interface NavigationProgressProps {
  /**
   * `idle` hides the bar; `loading` creeps towards 90 % over about 5 s; `done` fills it and fades it
   * out; `failed` fills it in the danger colour (a route-data failure).
   */
  state: 'idle' | 'loading' | 'done' | 'failed';
}

/**
 * The thin loading bar along the top of the window during page changes. Decorative (hidden from
 * assistive technology): the page change itself is what screen readers hear about.
 *
 * @example
 * ```tsx
 * <NavigationProgress state={navigation.state === 'idle' ? 'done' : 'loading'} />
 * ```
 */
export function NavigationProgress({ state }: NavigationProgressProps) {
  return <div className={navigationProgress({ state })} data-state={state} aria-hidden="true" />;
}
