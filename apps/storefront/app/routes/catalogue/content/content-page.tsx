import type { ContentBlockView, ContentPageView } from '@pool/api-contract';
import { Heading, Link } from '@pool/ui';
import { Link as RemixLink } from '@remix-run/react';
import { page, section } from '../../../components/layout.css';
import { ProductCarousel } from '../../../components/product-carousel/product-carousel';
import { hero, heroBody, heroCta, heroImage, heroText, heroTitle, linkList, prose, tile, tileImage, tiles } from './content.css';

function Block({ block, index, eager }: { block: ContentBlockView; index: number; eager: boolean }) {
  const id = `content-${index}`;
  switch (block.kind) {
    case 'hero':
      return (
        <section className={hero} aria-labelledby={id}>
          <div className={heroBody}>
            <h1 id={id} className={heroTitle}>
              {block.heading}
            </h1>
            <p className={heroText}>{block.text}</p>
            {block.cta ? (
              <RemixLink className={heroCta} to={block.cta.href}>
                {block.cta.label}
              </RemixLink>
            ) : null}
          </div>
          {block.image ? (
            <img className={heroImage} src={block.image.url} alt={block.image.alt} width={block.image.width} height={block.image.height} fetchPriority="high" />
          ) : null}
        </section>
      );
    case 'heading': {
      const level = block.level as 1 | 2 | 3 | 4;
      return (
        <Heading level={level} size={level === 1 ? 'xl' : level === 2 ? 'lg' : 'md'}>
          {block.text}
        </Heading>
      );
    }
    case 'paragraph':
      return <p className={prose}>{block.text}</p>;
    case 'links':
      return (
        <section className={section} aria-labelledby={id}>
          <Heading level={2} size="lg" id={id}>
            {block.heading}
          </Heading>
          <ul className={linkList}>
            {block.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'categories':
      return block.categories.length > 0 ? (
        <section className={section} aria-labelledby={id}>
          <Heading level={2} size="lg" id={id}>
            {block.heading}
          </Heading>
          <ul className={tiles}>
            {block.categories.map((category) => (
              <li key={category.href}>
                <RemixLink className={tile} to={category.href}>
                  {category.image ? <img className={tileImage} src={category.image.url} alt="" width={category.image.width} height={category.image.height} loading="lazy" /> : null}
                  {category.title}
                </RemixLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null;
    case 'products':
      return block.products.length > 0 ? <ProductCarousel title={block.heading} headingId={id} products={block.products} eager={eager} /> : null;
  }
}

/**
 * A content page (home, about, support, rewards, blog posts, articles, location and city pages) from
 * its blocks. A page whose blocks carry no level-1 heading or hero gets its title as the heading.
 */
export function ContentPage({ view }: { view: ContentPageView }) {
  const hasH1 = view.blocks.some((block) => block.kind === 'hero' || (block.kind === 'heading' && block.level === 1));
  // Products above the fold load eagerly only when they are the page's first blocks.
  const firstProducts = view.blocks.findIndex((block) => block.kind === 'products');
  return (
    <div className={page}>
      {hasH1 ? null : (
        <Heading level={1} size="xl">
          {view.title}
        </Heading>
      )}
      {view.blocks.map((block, index) => (
        <Block key={index} block={block} index={index} eager={index === firstProducts && index <= 2} />
      ))}
    </div>
  );
}
