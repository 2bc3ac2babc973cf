import type { ShellView } from '@pool/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { ShellRide } from './shell-ride';

const shellNamed = (title: string): ShellView => ({
  menu: { items: [{ id: 1, title, href: '/category/chemicals.html', children: [] }] },
  site: {} as ShellView['site'],
  degraded: false,
});
const CARRIED = shellNamed('carried');
const OWN = shellNamed('own read');

/**
 * A request's loaders as Remix starts them: root first, then the page's, in one synchronous pass,
 * each running until its first await.
 */
function startLoaders<R, P>(root: () => Promise<R>, page: () => Promise<P>) {
  const rootResult = root();
  const pageResult = page();
  return Promise.allSettled([rootResult, pageResult]);
}

describe('ShellRide', () => {
  it("takes the root loader's shell from the page read, which alone asks for it", async () => {
    const ride = new ShellRide();
    const ownRead = vi.fn(async () => OWN);
    const pageRead = vi.fn(async (include: 'shell' | undefined) => ({ kind: 'product', ...(include && { shell: CARRIED }) }));
    const [root, page] = await startLoaders(() => ride.shell(ownRead), () => ride.carry(pageRead));
    expect(root).toEqual({ status: 'fulfilled', value: CARRIED });
    expect(page).toEqual({ status: 'fulfilled', value: { kind: 'product', shell: CARRIED } });
    expect(pageRead).toHaveBeenCalledExactlyOnceWith('shell');
    expect(ownRead).not.toHaveBeenCalled();
  });

  it('reads the shell itself when no page loader carries it (a request of the root loader alone)', async () => {
    const ride = new ShellRide();
    const ownRead = vi.fn(async () => OWN);
    await expect(ride.shell(ownRead)).resolves.toBe(OWN);
    expect(ownRead).toHaveBeenCalledOnce();
  });

  it('reads the shell itself when the page read fails, and the page loader still gets its failure', async () => {
    const ride = new ShellRide();
    const ownRead = vi.fn(async () => OWN);
    const notFound = new Response(null, { status: 404 });
    const [root, page] = await startLoaders(() => ride.shell(ownRead), () => ride.carry(async () => Promise.reject(notFound)));
    expect(root).toEqual({ status: 'fulfilled', value: OWN });
    expect(page).toEqual({ status: 'rejected', reason: notFound });
    expect(ownRead).toHaveBeenCalledOnce();
  });

  it('reads the shell itself when the page answer came without it', async () => {
    const ride = new ShellRide();
    const ownRead = vi.fn(async () => OWN);
    const [root] = await startLoaders(() => ride.shell(ownRead), () => ride.carry(async () => ({ kind: 'content' })));
    expect(root).toEqual({ status: 'fulfilled', value: OWN });
    expect(ownRead).toHaveBeenCalledOnce();
  });

  it('does not ask for the shell when no root loader wants it (a client navigation), nor twice', async () => {
    const alone = new ShellRide();
    const read = vi.fn(async (include: 'shell' | undefined) => ({ include }));
    await alone.carry(read);
    expect(read).toHaveBeenLastCalledWith(undefined);

    const ride = new ShellRide();
    const ownRead = vi.fn(async () => OWN);
    const first = vi.fn(async (include: 'shell' | undefined) => ({ ...(include && { shell: CARRIED }) }));
    const second = vi.fn(async (include: 'shell' | undefined) => ({ include }));
    const root = ride.shell(ownRead);
    await Promise.all([ride.carry(first), ride.carry(second)]);
    await expect(root).resolves.toBe(CARRIED);
    expect(first).toHaveBeenCalledWith('shell');
    expect(second).toHaveBeenCalledWith(undefined);
  });

  it('reads the shell itself when the page loader started first, and that loader asks for no shell', async () => {
    const ride = new ShellRide();
    const ownRead = vi.fn(async () => OWN);
    const pageRead = vi.fn(async (include: 'shell' | undefined) => ({ include }));
    const [root] = await startLoaders(() => ride.carry(pageRead), () => ride.shell(ownRead)).then(([page, rootResult]) => [rootResult, page]);
    expect(root).toEqual({ status: 'fulfilled', value: OWN });
    expect(pageRead).toHaveBeenCalledWith(undefined);
  });
});
