/**
 * The server's common-password check for the password rule (DECISIONS 27): zxcvbn-ts with its
 * maintained common-password and diceware dictionaries. A password in the common lists, or one
 * zxcvbn scores below 3 ("safely unguessable" starts there), counting the user's own name and
 * e-mail as known words, is refused.
 */
import { ZxcvbnFactory, type Match } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { CommonPasswordCheck } from '../../domain/credentials/password-policy.ts';

/** zxcvbn's score 3: about 10^8 guesses or more, resistant to an online attack and a slowed offline one. */
const MIN_SCORE = 3;

/** Longer passwords are checked on their first 100 characters: zxcvbn's cost grows with length. */
const MAX_CHECKED_LENGTH = 100;

let engine: ZxcvbnFactory | null = null;
let commonList: Set<string> | null = null;

/** Built on first use: loading the dictionaries takes a few milliseconds and memory a server only spends once. */
function zxcvbn(): ZxcvbnFactory {
  // Levenshtein matching is left off: it costs about half a second a check and the score catches near-misses.
  engine ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs, maxLength: MAX_CHECKED_LENGTH, useLevenshteinDistance: false });
  return engine;
}

function common(): Set<string> {
  commonList ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return commonList;
}

/** Splits names and the e-mail into the words a guesser would try (the local part, its pieces, the domain name). */
export function userWords(inputs: readonly string[]): string[] {
  const words = inputs.flatMap((input) => [input, ...input.toLowerCase().split(/[^\p{L}\p{N}]+/u)]);
  return [...new Set(words.map((word) => word.trim()).filter((word) => word.length >= 3))];
}

export const isCommonPassword: CommonPasswordCheck = (password, userInputs) => {
  if (common().has(password.toLowerCase())) return true;
  const result = zxcvbn().check(password, userWords(userInputs));
  return result.score < MIN_SCORE || mostlyOwnDetails(result.sequence, password.length);
};

/** A password that is mostly the user's own name or e-mail is the first thing a targeted guesser tries. */
function mostlyOwnDetails(sequence: readonly Match[], length: number): boolean {
  const own = sequence.filter((match) => match.pattern === 'dictionary' && match.dictionaryName === 'userInputs').reduce((sum, match) => sum + match.token.length, 0);
  return own * 2 > length;
}
