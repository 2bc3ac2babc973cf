import { Link } from '@pool/ui';
import { list } from './breadcrumbs.css';

/** Breadcrumbs: links to the ancestors, then the current page (marked `aria-current`). */
export function Breadcrumbs({ items, current }: { items: readonly { title: string; href: string }[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={list}>
        <li>
          <Link href="/">Home</Link>
        </li>
        {items
          .filter((item) => item.href !== '/')
          .map((item) => (
            <li key={item.href}>
              <Link href={item.href}>{item.title}</Link>
            </li>
          ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
