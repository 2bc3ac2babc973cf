import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { FeedbackForm } from '../feedback-form';
import { feedbackAction, feedbackLoader } from '../feedback.server';

/** /questions/{sku}: ask a question (signed-in customers; a guest goes to /login and back). */
export const loader = (args: LoaderFunctionArgs) => feedbackLoader('question', args);
export const action = (args: ActionFunctionArgs) => feedbackAction('question', args);
export const meta: MetaFunction = () => [{ title: 'Ask a question | Pool Supplies' }, { name: 'robots', content: 'noindex' }];

export default function QuestionPage() {
  return <FeedbackForm kind="question" />;
}
