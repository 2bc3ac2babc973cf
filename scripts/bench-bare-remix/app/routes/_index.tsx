// A heading and a client-side link: a page that hydrates and can navigate, and nothing else.
import { Link } from '@remix-run/react';
import type { MetaFunction } from '@remix-run/node';

export const meta: MetaFunction = () => [{ title: 'Bare Remix app' }, { name: 'description', content: 'The Remix framework floor of first-load JavaScript.' }];

export default function Index() {
  return (
    <main>
      <h1>Bare Remix app</h1>
      <p>
        <Link to="/">Home</Link>
      </p>
    </main>
  );
}
