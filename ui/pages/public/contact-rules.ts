/** The contact form's rules (part 2 section 5): name, email, subject and message required, message at most 500 characters, phone optional. */

export const CONTACT_SUBJECTS = ['account', 'loan', 'card', 'complaint', 'feedback', 'other'] as const;
export const CONTACT_MESSAGE_MAX = 500;

export interface ContactForm {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactForm;

/** Error keys in the site namespace (contact.errors.*), so the rules stay free of wording. */
export type ContactErrors = Partial<Record<ContactField, string>>;

export const emptyContactForm: ContactForm = { name: '', email: '', phone: '', subject: '', message: '' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateContact(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  if (!form.name.trim()) errors.name = 'contact.errors.name';
  if (!form.email.trim()) errors.email = 'contact.errors.email';
  else if (!EMAIL.test(form.email.trim())) errors.email = 'contact.errors.emailInvalid';
  if (!(CONTACT_SUBJECTS as readonly string[]).includes(form.subject)) errors.subject = 'contact.errors.subject';
  if (!form.message.trim()) errors.message = 'contact.errors.message';
  else if (form.message.length > CONTACT_MESSAGE_MAX) errors.message = 'contact.errors.messageLength';
  return errors;
}
