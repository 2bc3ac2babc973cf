import { formatCountdown } from '@pool/cart-domain';
import { useEffect, useState } from 'react';
import { countdown } from './delivery.css';

/**
 * A live countdown to `cutoff`, a time on this browser's clock (`cutoffOnThisClock`, from the
 * server's own times); `cutoffAt` is the server's, for the element's `dateTime`. Ticks every second;
 * `onElapsed` runs once the cut-off passes.
 */
export function Countdown({ cutoffAt, cutoff, onElapsed }: { cutoffAt: string; cutoff: number; onElapsed?: () => void }) {
  const left = () => cutoff - Date.now();
  const [ms, setMs] = useState(left);
  useEffect(() => {
    setMs(left());
    const timer = window.setInterval(() => {
      const next = left();
      setMs(next);
      if (next <= 0) {
        window.clearInterval(timer);
        onElapsed?.();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [cutoff]);
  return (
    <time className={countdown} dateTime={cutoffAt} data-testid="same-day-countdown">
      {formatCountdown(ms)}
    </time>
  );
}
