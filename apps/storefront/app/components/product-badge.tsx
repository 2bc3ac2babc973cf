import { Badge } from '@pool/ui';
import type { CardView } from './product-card-view';

const TONES: Record<NonNullable<CardView['badge']>['type'], 'neutral' | 'info' | 'sale' | 'success' | 'danger'> = {
  current_item: 'info',
  perfect_rating: 'success',
  out_of_stock: 'danger',
  free_shipping: 'success',
  new_item: 'info',
  on_sale: 'sale',
  hot_item: 'sale',
  diagram: 'neutral',
  generic: 'neutral',
};

/** The product's one badge (chosen by the BFF with @pool/pricing's badge rule). */
export function ProductBadge({ badge }: { badge: CardView['badge'] }) {
  if (!badge || !badge.label) return null;
  return <Badge tone={TONES[badge.type]}>{badge.label}</Badge>;
}
