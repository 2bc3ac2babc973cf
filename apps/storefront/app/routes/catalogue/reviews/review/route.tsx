import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { FeedbackForm } from '../feedback-form';
import { feedbackAction, feedbackLoader } from '../feedback.server';

/** /reviews/{sku}: write a review (signed-in customers; a guest goes to /login and back). */
export const loader = (args: LoaderFunctionArgs) => feedbackLoader('review', args);
export const action = (args: ActionFunctionArgs) => feedbackAction('review', args);
export const meta: MetaFunction = () => [{ title: 'Write a review | Pool Supplies' }, { name: 'robots', content: 'noindex' }];

export default function ReviewPage() {
  return <FeedbackForm kind="review" />;
}
