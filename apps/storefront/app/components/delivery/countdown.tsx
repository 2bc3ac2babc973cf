import { formatCountdown } from '@pool/cart-domain';
import { useEffect, useState } from 'react';
import { countdown } from './delivery.css';

/**
 * A live countdown to `cutoffAt`, on the server's clock: `serverNow` was the server's time when the
 * view arrived at `receivedAt` (the browser's clock), so a wrong browser clock does not matter.
 * Ticks every second; `onElapsed` runs once the cut-off passes.
 */
export function Countdown({ cutoffAt, serverNow, receivedAt, onElapsed }: { cutoffAt: string; serverNow: string; receivedAt: number; onElapsed?: () => void }) {
  const left = () => Date.parse(cutoffAt) - (Date.parse(serverNow) + (Date.now() - receivedAt));
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
  }, [cutoffAt, serverNow, receivedAt]);
  return (
    <time className={countdown} dateTime={cutoffAt} data-testid="same-day-countdown">
      {formatCountdown(ms)}
    </time>
  );
}
