import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, PASSWORD_RULE, passwordProblems } from './password-rule.js';

describe('passwordProblems', () => {
  it('requires a password', () => expect(passwordProblems('', 'a@b.co')).toEqual([PASSWORD_MESSAGES.required]));
  it('refuses fewer than 10 characters and accepts exactly 10', () => {
    expect(passwordProblems('abcdefgh9', 'a@b.co')).toEqual([PASSWORD_MESSAGES.tooShort]);
    expect(passwordProblems('abcdefgh9x', 'a@b.co')).toEqual([]);
  });
  it('refuses very long passwords', () => expect(passwordProblems('x'.repeat(257))).toEqual([PASSWORD_MESSAGES.tooLong]));
  it('refuses the email, whatever its case, and a long mailbox part', () => {
    expect(passwordProblems('Sam.Smith@Example.com', 'sam.smith@example.com')).toEqual([PASSWORD_MESSAGES.isEmail]);
    expect(passwordProblems('samanthasmith', 'samanthasmith@example.com')).toEqual([PASSWORD_MESSAGES.isEmail]);
  });
  it('refuses common passwords case-insensitively', () => {
    expect(passwordProblems('Password123', 'a@b.co')).toEqual([PASSWORD_MESSAGES.common]);
    expect(passwordProblems('QWERTYUIOP')).toEqual([PASSWORD_MESSAGES.common]);
  });
  it('accepts a reasonable passphrase', () => expect(passwordProblems('blue-heron-42', 'sam@example.com')).toEqual([]));
  it('states the rule', () => expect(PASSWORD_RULE).toBe('At least 10 characters; not your email and not a common password.'));
});
