import { Heading } from '@pool/ui';
import { page } from '../../components/layout.css';
import type { DiagramPageData } from './diagram.server';

/** The diagram page body: the exploded drawing and its parts list. */
export function DiagramPage({ data }: { data: DiagramPageData }) {
  const { diagram } = data;
  return (
    <div className={page}>
      <Heading level={1} size="xl">
        {diagram.name}
      </Heading>
      <img src={diagram.image.url} alt={diagram.image.alt || `${diagram.name} exploded view`} width={diagram.image.width} height={diagram.image.height} />
      <ol>
        {diagram.parts.map((part) => (
          <li key={`${part.number}-${part.sku}`}>
            {part.number}. <a href={part.href}>{part.name}</a> ({part.mpn})
          </li>
        ))}
      </ol>
    </div>
  );
}
