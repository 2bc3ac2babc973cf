// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncFits } from './fits-badges';

const slot = (id: number) => document.querySelector<HTMLElement>(`[data-fits="${id}"]`)!;

describe('the Fits your … badges (docs/decisions/0032)', () => {
  afterEach(() => {
    syncFits(false);
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it("asks about the page's products once and fills the slots that fit; empty slots stay hidden", async () => {
    document.body.innerHTML = '<span data-fits="7" hidden></span><span data-fits="8" hidden></span><span data-fits="7" hidden></span>';
    const fetch = vi.fn(async (_url: string) => Response.json({ data: [{ productId: 7, model: 'Super Pump SP2600 Series', poolName: 'Backyard', diagramHref: '/x.html' }] }));
    vi.stubGlobal('fetch', fetch);
    syncFits(true);
    await vi.waitFor(() => expect(slot(7).textContent).toBe('Fits your Super Pump SP2600 Series'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/resources/fits?products=7,8');
    expect(slot(7).hidden).toBe(false);
    expect(slot(8).hidden).toBe(true);
    expect(slot(8).textContent).toBe('');
  });

  it('fills slots added later (a client navigation) and empties them all when turned off', async () => {
    const fetch = vi.fn(async (url: string) => Response.json({ data: url.includes('9') ? [{ productId: 9, model: 'TR60', poolName: 'P', diagramHref: '/y.html' }] : [] }));
    vi.stubGlobal('fetch', fetch);
    syncFits(true);
    document.body.innerHTML = '<div><span data-fits="9" hidden></span></div>';
    await vi.waitFor(() => expect(slot(9).textContent).toBe('Fits your TR60'));
    syncFits(false);
    expect(slot(9).textContent).toBe('');
    expect(slot(9).hidden).toBe(true);
  });

  it('asks nothing once turned off, even with a fill already scheduled', async () => {
    const fetch = vi.fn(async () => Response.json({ data: [] }));
    vi.stubGlobal('fetch', fetch);
    document.body.innerHTML = '<span data-fits="5" hidden></span>';
    syncFits(true);
    syncFits(false);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(fetch).not.toHaveBeenCalled();
  });
});
