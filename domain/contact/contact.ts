/**
 * Messages sent through the public contact form (DECISIONS 23): stored as events for the
 * bank's staff to read in the admin inbox. One stream per message.
 */
import { z } from 'zod';
import type { Decider } from '../decider.ts';
import { refuse, said } from '../errors.ts';

export const contactStream = (messageId: string): string => `contact-${messageId}`;

export const MESSAGE_MAX = 500;

export const contactForm = z.object({
  name: z.string().max(120),
  email: z.string().max(254),
  phone: z.string().max(40).optional(),
  subject: z.string().max(60),
  message: z.string().max(5000),
});
export type ContactForm = z.infer<typeof contactForm>;

export const contactEventSchemas = {
  ContactMessageReceived: z.object({
    messageId: z.string().min(1).max(64),
    name: z.string().min(1).max(120),
    email: z.string().min(3).max(254),
    phone: z.string().max(40),
    subject: z.string().min(1).max(60),
    message: z.string().min(1).max(MESSAGE_MAX),
    at: z.string(),
  }),
  ContactMessageRead: z.object({ messageId: z.string().min(1).max(64), by: z.string().min(1), byName: z.string(), at: z.string() }),
};

export type ContactEvent =
  | { type: 'ContactMessageReceived'; data: z.infer<typeof contactEventSchemas.ContactMessageReceived> }
  | { type: 'ContactMessageRead'; data: z.infer<typeof contactEventSchemas.ContactMessageRead> };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks the form (part 2 section 5, Contact) and records it; the first failing rule is the message. */
export function decideContactMessage({ form, messageId, at }: { form: ContactForm; messageId: string; at: string }, alreadyReceived: boolean): ContactEvent[] {
  if (alreadyReceived) return [];
  const name = form.name.trim();
  const email = form.email.trim();
  const subject = form.subject.trim();
  const message = form.message.trim();
  if (!name) refuse('validation', said('records.nameRequired'), { name: said('records.nameRequired') });
  if (!email) refuse('validation', said('signUp.emailRequired'), { email: said('signUp.emailRequired') });
  if (!EMAIL.test(email)) refuse('validation', said('signUp.emailInvalid'), { email: said('signUp.emailInvalid') });
  if (!subject) refuse('validation', said('records.subjectRequired'), { subject: said('records.subjectRequired') });
  if (!message) refuse('validation', said('records.messageRequired'), { message: said('records.messageRequired') });
  if (message.length > MESSAGE_MAX) refuse('validation', said('records.messageTooLong', { max: MESSAGE_MAX }), { message: said('records.messageTooLong', { max: MESSAGE_MAX }) });
  return [{ type: 'ContactMessageReceived', data: { messageId, name, email, phone: form.phone?.trim() ?? '', subject, message, at } }];
}

export type ContactCommand =
  | { type: 'ReceiveContactMessage'; form: ContactForm; messageId: string; at: string }
  | { type: 'MarkContactMessageRead'; messageId: string; by: { id: string; name: string }; at: string };

export interface ContactState {
  received: boolean;
  read: boolean;
}

/** Marks a message read once; a message nobody sent cannot be read. */
function decideRead(command: Extract<ContactCommand, { type: 'MarkContactMessageRead' }>, state: ContactState): ContactEvent[] {
  if (!state.received) return refuse('not_found', said('records.messageNotFound'));
  if (state.read) return [];
  const { messageId, by, at } = command;
  return [{ type: 'ContactMessageRead', data: { messageId, by: by.id, byName: by.name, at } }];
}

/** One contact message's stream: received from the public form, then read by staff. */
export const contactDecider: Decider<ContactCommand, ContactEvent, ContactState> = {
  initialState: { received: false, read: false },
  evolve: (state, event) => (event.type === 'ContactMessageReceived' ? { ...state, received: true } : { ...state, read: true }),
  decide(command, state) {
    if (command.type === 'MarkContactMessageRead') return decideRead(command, state);
    return decideContactMessage(command, state.received);
  },
};
