import { describe, expect, it } from 'vitest';
import { problemMessage } from './problem-message';

describe('problemMessage', () => {
  it('prefers the field message of a 422, then its title', () => {
    expect(problemMessage(422, { title: 'Invalid', status: 422, errors: { email: ['Invalid email address.'] } }, 'x')).toBe('Invalid email address.');
    expect(problemMessage(422, { title: 'Email or Password is incorrect. Try again or reset your password.', status: 422 }, 'x')).toBe(
      'Email or Password is incorrect. Try again or reset your password.',
    );
  });

  it('uses the fixed texts for 401 and 403, and the fallback for an empty answer', () => {
    expect(problemMessage(401, null, 'x')).toBe('Token is expired or incorrect.');
    expect(problemMessage(403, null, 'x')).toBe('You do not have permission to do that.');
    expect(problemMessage(503, 'not json', 'Please try again.')).toBe('Please try again.');
    expect(problemMessage(429, { title: 'Too Many Requests', status: 429 }, 'x')).toBe('Too Many Requests');
  });
});
