import type { CartActionData } from './cart-answer';

/** Why a cart fetcher's last write was refused, once it is idle again; `null` while it runs or when it succeeded. */
export function cartFailure(fetcher: { state: string; data?: CartActionData | undefined }): string | null {
  return fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
}

/** The refusal under a cart line or offer, announced as it appears; nothing without one. */
export function CartFailure({ message, className }: { message: string | null; className: string }) {
  return message ? (
    <p role="alert" className={className}>
      {message}
    </p>
  ) : null;
}
