import type { Quote } from '@pool/api-contract';
import { describe, expect, it } from 'vitest';
import { renderLoginLink, renderPasswordReset } from './account-access.js';
import { renderEmailChanged } from './account-settings.js';
import { renderQuoteRequestConfirmation } from './quote-request.js';

/** Names a visitor typed, as every template that greets or quotes them must write them: escaped, never a link. */
const NAME = 'Pat <b>www.evil.test</b> https://evil.test';
const LINKISH = /https?:\/\/evil|www\.evil|evil\.test/;
const storefrontUrl = 'https://shop.test';

describe('names and addresses a visitor typed, in the store\'s mails', () => {
  it.each([
    ['password reset', renderPasswordReset({ to: 'pat@example.com', firstName: NAME, token: 't0k', storefrontUrl })],
    ['login link', renderLoginLink({ to: 'pat@example.com', firstName: NAME, token: 't0k', redirect: null, storefrontUrl })],
    ['email changed', renderEmailChanged({ to: 'pat@example.com', firstName: NAME, newEmail: 'x@evil.test', storefrontUrl })],
    ['quote request', renderQuoteRequestConfirmation({ uuid: '6f1c1c4e-2c4a-4f55-9d55-6a3f2b1c0d9e', name: NAME, email: 'pat@example.com', products: [] } as unknown as Quote, storefrontUrl)],
  ])('%s: the name is plain text in both parts', (_name, mail) => {
    expect(mail.text).toContain('Pat <b>www\u200B.evil');
    expect(mail.text).not.toMatch(LINKISH);
    expect(mail.html).toContain('Pat &lt;b&gt;www&#8203;.evil&#8203;.test&lt;/b&gt; https:&#8203;//evil&#8203;.test');
    expect(mail.html).not.toMatch(LINKISH);
    expect(mail.html).not.toContain('<b>');
  });
});
