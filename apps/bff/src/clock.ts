/** The time source of the app (ms since the epoch); tests pass a fixed or moving clock. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
