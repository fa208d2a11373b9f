/** The opening event of one customer (Ada Obi, u1, account 1000000001), for the domain specs that decide on a customer's own stream. */
import type { UserEvent } from '../../domain/user/events.ts';

export const registeredCustomer = (at: string): UserEvent => ({
  type: 'UserRegistered',
  data: {
    userId: 'u1', role: 'user', email: 'ada@example.com', firstName: 'Ada', lastName: 'Obi', phone: '', address: '', city: '', state: '', zipCode: '',
    dateOfBirth: '1990-01-01', ssnLast4: '1234', accountNumber: '1000000001', accountType: 'savings', membershipNumber: null, status: 'active', at,
  },
});
