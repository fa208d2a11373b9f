// Proves the contact form's rules: required fields, the e-mail shape, the subject list and the 500-character cap.
import { describe, expect, it } from 'vitest';
import { emptyContactForm, validateContact } from './contact-rules.ts';

const good = { name: 'Ada Lovelace', email: 'ada@example.test', phone: '', subject: 'loan', message: 'I would like to ask about a loan.' };

describe('validateContact', () => {
  it('accepts a complete message without a phone number', () => {
    expect(validateContact(good)).toEqual({});
  });
  it('names every required field of an empty form', () => {
    expect(validateContact(emptyContactForm)).toEqual({
      name: 'contact.errors.name',
      email: 'contact.errors.email',
      subject: 'contact.errors.subject',
      message: 'contact.errors.message',
    });
  });
  it('refuses an e-mail without a domain and a subject outside the list', () => {
    expect(validateContact({ ...good, email: 'ada@', subject: 'sales' })).toEqual({ email: 'contact.errors.emailInvalid', subject: 'contact.errors.subject' });
  });
  it('allows 500 characters and refuses 501', () => {
    expect(validateContact({ ...good, message: 'x'.repeat(500) })).toEqual({});
    expect(validateContact({ ...good, message: 'x'.repeat(501) })).toEqual({ message: 'contact.errors.messageLength' });
  });
});
