import { Heading, VisuallyHidden, Section } from '@pool/ui';
import { Link as RemixLink } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { AddToCartForm } from '../../../components/add-to-cart-form';
import { page } from '../../../components/layout.css';
import { ColumnHeads } from '../../../components/column-heads';
import { rememberDiagram } from '../../../components/parts-finder/recent-diagrams';
import { ProductPrice } from '../../../components/product-price';
import { StockLabel } from '../../../components/stock-label';
import type { DiagramPageData } from './diagram.server';
import { callout, callouts as calloutsClass, drawing, figure, layout, meta, mpn, number, row, table, td, th } from './diagram.css';

const calloutId = (n: number) => `callout-${n}`;
const partId = (n: number) => `part-${n}`;

/** The parts table's column headings, before the unlabelled add-to-cart column. */
const PART_COLUMNS = ['#', 'Part', 'MPN', 'Price', 'Stock'];

/**
 * The diagram page body: the exploded drawing with its numbered callouts, and the parts list (number,
 * name, MPN, price, stock, Add to Cart). A callout links to its part and a part's number links back to
 * its callout; the chosen pair is highlighted (`:target` without JavaScript, shared state with it).
 * Viewing the page records it among this browser's recent diagrams (for the parts finder).
 */
export function DiagramPage({ data }: { data: DiagramPageData }) {
  const { diagram } = data;
  const [active, setActive] = useState<number | null>(null);

  useEffect(() => {
    rememberDiagram({ url: diagram.href, name: diagram.name, type: diagram.type, brand: diagram.brand });
    const fromHash = /^#(?:part|callout)-(\d+)$/.exec(window.location.hash);
    setActive(fromHash ? Number(fromHash[1]) : null);
  }, [diagram.href, diagram.name, diagram.type, diagram.brand]);

  const numbers = diagram.callouts.length > 0 ? diagram.callouts : [...new Set(diagram.parts.map((part) => part.number))];

  return (
    <div className={page}>
      <header>
        <Heading level={1} size="xl">
          {diagram.name}
        </Heading>
        <p className={meta}>{`${diagram.type} · ${diagram.brand}`}</p>
      </header>
      <div className={layout}>
        <figure className={figure}>
          <img
            className={drawing}
            src={diagram.image.url}
            alt={diagram.image.alt || `${diagram.name} exploded view`}
            width={diagram.image.width}
            height={diagram.image.height}
            fetchPriority="high"
          />
          <figcaption>
            <nav aria-label="Diagram callouts">
              <ul className={calloutsClass}>
                {numbers.map((n) => (
                  <li key={n}>
                    <a
                      id={calloutId(n)}
                      className={callout}
                      href={`#${partId(n)}`}
                      aria-current={active === n ? 'true' : undefined}
                      aria-label={`Callout ${n}`}
                      onClick={() => setActive(n)}
                    >
                      {n}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </figcaption>
        </figure>
        <Section headingId="diagram-parts" title="Parts List" size="lg">
          <table className={table}>
            <ColumnHeads className={th} columns={PART_COLUMNS}>
              <th className={th} scope="col">
                <VisuallyHidden>Add to Cart</VisuallyHidden>
              </th>
            </ColumnHeads>
            <tbody>
              {diagram.parts.map((part) => (
                <tr key={`${part.number}-${part.sku}`} id={partId(part.number)} className={row} data-active={active === part.number ? 'true' : undefined}>
                  <td className={td}>
                    <a
                      className={number}
                      href={`#${calloutId(part.number)}`}
                      aria-label={`Show callout ${part.number}`}
                      aria-current={active === part.number ? 'true' : undefined}
                      onClick={() => setActive(part.number)}
                    >
                      {part.number}
                    </a>
                  </td>
                  <td className={td}>
                    <RemixLink to={part.href}>{part.name}</RemixLink> <span data-fits={part.productId} hidden />
                  </td>
                  <td className={`${td} ${mpn}`}>{part.mpn}</td>
                  <td className={td}>
                    <ProductPrice price={part.price} />
                  </td>
                  <td className={td}>
                    <StockLabel stock={part.stock} />
                  </td>
                  <td className={td}>
                    <AddToCartForm productId={part.productId} title={part.name} canAddToCart={part.canAddToCart} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      </div>
    </div>
  );
}
