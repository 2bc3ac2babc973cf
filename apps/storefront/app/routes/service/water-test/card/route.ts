import { cardSvg } from '@pool/water-care';

/**
 * `/water-test/card.svg`: the printable reference card of the photo test (docs/decisions/0031), drawn
 * from the same geometry the reader measures with, 160 × 100 mm at 100 % scale. The same for everyone.
 */
export function loader() {
  return new Response(cardSvg(), {
    status: 200,
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'content-disposition': 'inline; filename="pool-water-test-card.svg"',
      'x-content-type-options': 'nosniff',
    },
  });
}
