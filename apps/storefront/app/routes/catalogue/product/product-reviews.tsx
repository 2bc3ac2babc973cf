import { formatDateUtc } from '@pool/account-domain';
import { Link, StarRating, Section } from '@pool/ui';
import type { ProductFeedback } from '@pool/api-contract';
import { Pager } from '../../../components/pager';
import { feedbackList } from './product-reviews.css';

/**
 * Reviews and questions of a product page: in the server's HTML (they come with the page read), paged
 * by plain links (`?reviews_page=N`), with the links to write a review and ask a question (signed in; a
 * guest signs in first). Without them (`null`: the read failed) only the links show.
 */
export function ProductReviews({ feedback, sku, href }: { feedback: ProductFeedback | null; sku: string; href: string }) {
  const back = `?returnUrl=${encodeURIComponent(href)}`;
  return (
    <Section headingId="reviews-title" title="Reviews and Questions" size="lg" id="reviews">
      <p>
        <Link href={`/reviews/${encodeURIComponent(sku)}${back}`}>Write a review</Link> · <Link href={`/questions/${encodeURIComponent(sku)}${back}`}>Ask a question</Link>
      </p>
      {feedback ? (
        <>
          <StarRating value={feedback.reviews.average} count={feedback.reviews.count} />
          <ul className={feedbackList} aria-label="Reviews">
            {feedback.reviews.data.map((review) => (
              <li key={review.id}>
                <StarRating value={review.rating} size="sm" />
                <p><strong>{review.title}</strong></p>
                <p>{review.text}</p>
                <p>{`${review.author}, ${formatDateUtc(review.created_at) ?? ''}`}</p>
              </li>
            ))}
          </ul>
          <Pager current={feedback.reviews.current_page} last={feedback.reviews.last_page} href={(n) => `${href}?reviews_page=${n}#reviews`} label="Review pages" />
          {feedback.questions.total > 0 ? (
            <ul className={feedbackList} aria-label="Questions">
              {feedback.questions.data.map((question) => (
                <li key={question.id}>
                  <p>{`Q: ${question.text}`}</p>
                  <p>{question.answer ? `A: ${question.answer}` : `${question.author}, ${formatDateUtc(question.created_at) ?? ''}`}</p>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </Section>
  );
}
