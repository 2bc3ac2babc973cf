import type { ProductFeedback, ProductPageRead } from '@pool/api-contract';
import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import type { BffClient } from '../../../.server/bff';
import { productPageData } from './product.server';

const page = (n: number, title: string) => ({
  data: [{ id: n, author: 'Sam S.', rating: 5, title, text: 'Runs quietly all summer.', created_at: '2026-05-01T00:00:00.000Z' }],
  current_page: n, per_page: 5, total: 6, last_page: 2, average: 5, count: 6,
});
const FEEDBACK: ProductFeedback = {
  reviews: page(1, 'First page'),
  questions: { data: [{ id: 3, author: 'Pat P.', text: 'Salt-water safe?', answer: null, created_at: '2026-05-02T00:00:00.000Z' }], current_page: 1, per_page: 5, total: 1, last_page: 1 },
};
const read = (feedback: ProductFeedback | null) => ({
  product: { id: 7, title: 'Pump', brand: 'Hayward', shortDescription: '', href: '/pump.html', warrantyEligible: false, jsonLd: { image: [] }, related: [] },
  feedback,
}) as unknown as ProductPageRead;

/** The loader's view of the BFF: only the reviews read, which a product page past page 1 makes. */
function fakeBff(reviews: () => Promise<unknown>) {
  const bff = { accountContent: { reviews: vi.fn(reviews) } };
  return { bff, client: bff as unknown as BffClient };
}
const context = { log: { warn: vi.fn() } } as unknown as AppLoadContext;

describe('productPageData', () => {
  it('shows the first reviews and questions that came with the page read, without another call', async () => {
    const { bff, client } = fakeBff(async () => ({ status: 200, body: page(2, 'unused') }));
    for (const url of ['http://store.test/pump.html', 'http://store.test/pump.html?reviews_page=1', 'http://store.test/pump.html?reviews_page=x']) {
      expect((await productPageData(new Request(url), context, client, read(FEEDBACK))).feedback, url).toEqual(FEEDBACK);
    }
    expect(bff.accountContent.reviews).not.toHaveBeenCalled();
  });

  it('reads another page of reviews with one more call, keeping the first questions', async () => {
    const { bff, client } = fakeBff(async () => ({ status: 200, body: page(2, 'Second page') }));
    const data = await productPageData(new Request('http://store.test/pump.html?reviews_page=2'), context, client, read(FEEDBACK));
    expect(bff.accountContent.reviews).toHaveBeenCalledWith({ query: { productId: 7, page: 2 } });
    expect(data.feedback).toEqual({ reviews: page(2, 'Second page'), questions: FEEDBACK.questions });
  });

  it('shows no reviews when that page cannot be read, or when the page read came without them', async () => {
    for (const reviews of [async () => ({ status: 503, body: {} }), async () => Promise.reject(new Error('down'))]) {
      const { client } = fakeBff(reviews);
      expect((await productPageData(new Request('http://store.test/pump.html?reviews_page=2'), context, client, read(FEEDBACK))).feedback).toBeNull();
    }
    const { bff, client } = fakeBff(async () => ({ status: 200, body: page(2, 'unused') }));
    expect((await productPageData(new Request('http://store.test/pump.html?reviews_page=2'), context, client, read(null))).feedback).toBeNull();
    expect(bff.accountContent.reviews).not.toHaveBeenCalled();
  });
});
