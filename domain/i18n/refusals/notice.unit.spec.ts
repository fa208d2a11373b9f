// Proves a back-office notice reaches a French administrator in French (issue 27 known gap): a notice with a parameter
// answers its English word for word beside its key and parameters, and the French catalogue words it with the value;
// a notice without one is found by its English words alone.
import { describe, expect, it } from 'vitest';
import { notices } from './en/notices.ts';
import { frenchRefusals } from './french.ts';
import { notice } from './notice.ts';
import { sayWith, wordWith } from './words.ts';

const french = (said: Parameters<typeof wordWith>[1]) => wordWith(frenchRefusals, said);

describe('a back-office notice with a parameter', () => {
  it('keeps its English word for word and words its French with the value', () => {
    const cases = [
      [notice('notices.invitationSent', { email: 'ada@bank.test' }), 'Invitation sent to ada@bank.test.', 'Invitation envoyée à ada@bank.test.'],
      [notice('notices.invitationRecorded', { email: 'ada@bank.test' }), 'Invitation to ada@bank.test recorded: another administrator must approve it before its link is sent.', 'Invitation à ada@bank.test enregistrée : un autre administrateur doit l’approuver avant l’envoi de son lien.'],
      [notice('notices.invitationApproved', { email: 'ada@bank.test' }), 'Invitation approved: the link was sent to ada@bank.test.', 'Invitation approuvée : le lien a été envoyé à ada@bank.test.'],
      [notice('notices.userSuspended', { name: 'Ada Lovelace' }), 'User Ada Lovelace has been suspended successfully.', 'L’utilisateur Ada Lovelace a été suspendu.'],
      [notice('notices.userActivated', { name: 'Ada Lovelace' }), 'User Ada Lovelace has been activated successfully.', 'L’utilisateur Ada Lovelace a été activé.'],
      [notice('notices.demoCleared', { n: 3 }), 'Cleared 3 demo users. Their events stay in the audit history.', '3 utilisateurs de démo effacés. Leurs événements restent dans l’historique d’audit.'],
    ] as const;
    for (const [answer, english, frenchText] of cases) {
      expect(answer.message).toBe(english);
      expect(french(answer.messageSaid)).toBe(frenchText);
      expect(sayWith(frenchRefusals, answer.messageSaid)).toBe(frenchText);
    }
  });

  it('covers every notice whose English takes a parameter', () => {
    const withParameter = Object.entries(notices).filter(([, text]) => text.includes('{{')).map(([key]) => key).sort();
    expect(withParameter).toEqual(['notices.demoCleared', 'notices.invitationApproved', 'notices.invitationRecorded', 'notices.invitationSent', 'notices.userActivated', 'notices.userSuspended']);
  });

  it('travels as JSON: the key and parameters read back are worded the same', () => {
    const answer = JSON.parse(JSON.stringify(notice('notices.demoCleared', { n: 12 }))) as ReturnType<typeof notice>;
    expect(sayWith(frenchRefusals, answer.messageSaid)).toBe('12 utilisateurs de démo effacés. Leurs événements restent dans l’historique d’audit.');
  });
});

describe('a back-office notice without a parameter', () => {
  it('is worded in French from its English words alone', () => {
    for (const [key, text] of Object.entries(notices).filter(([, t]) => !t.includes('{{'))) {
      expect([key, sayWith(frenchRefusals, text)]).toEqual([key, frenchRefusals.texts[key as keyof typeof notices]]);
      expect([key, sayWith(frenchRefusals, text) === text]).toEqual([key, false]);
    }
  });
});
