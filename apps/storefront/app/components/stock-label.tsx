import type { CardView } from './product-card-view';
import { backorder, inStock, outOfStock, stock } from './product-card.css';

const TONE = { in_stock: inStock, out_of_stock: outOfStock, backorder } as const;

/** The stock label the BFF chose, coloured by status. */
export function StockLabel({ stock: view }: { stock: CardView['stock'] }) {
  return <p className={`${stock} ${TONE[view.status]}`}>{view.label}</p>;
}
