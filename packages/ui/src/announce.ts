import { visuallyHidden } from './button.css';

let region: HTMLElement | null = null;

/**
 * Says `message` to screen readers now (an assertive live region, created on first use and kept at
 * the end of the body, visually hidden). For changes a screen reader would otherwise miss, such as
 * a focused button becoming pending.
 */
export function announce(message: string): void {
  if (typeof document === 'undefined' || !message) return;
  if (!region || !region.isConnected) {
    region = document.createElement('div');
    region.setAttribute('aria-live', 'assertive');
    region.setAttribute('aria-atomic', 'true');
    region.dataset.liveAnnouncer = 'true';
    region.className = visuallyHidden;
    document.body.append(region);
  }
  const live = region;
  // A new node per message, so the same text twice is still announced.
  live.replaceChildren();
  const node = document.createElement('div');
  node.textContent = message;
  setTimeout(() => live.append(node), 50);
}
