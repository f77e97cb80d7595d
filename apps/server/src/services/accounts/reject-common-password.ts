import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { MESSAGES } from '@app/core';
import { AppError } from '../../lib/errors';

// zxcvbn-ts estimates how many guesses a cracker needs, offline, from the most common passwords
// of public breaches, common names and words, keyboard walks, sequences, dates and l33t. Below
// score 3 (about 10^8 guesses) a password falls quickly once its hash leaks, or to a spray of
// the usual candidates; such passwords are refused. Only the first 128 characters are weighed,
// which bounds the work for long passphrases (they pass on length alone).
const MIN_SCORE = 3;
let checker: ZxcvbnFactory | undefined;
const zxcvbn = () => (checker ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs, maxLength: 128 }));

/**
 * Throws a 400 on `field` when the new password is common or easily guessed; `userInputs` (the
 * account's email and names) count as known to an attacker.
 */
export function rejectCommonPassword(opts: { password: string; userInputs?: (string | null | undefined)[]; field?: string }): void {
  const inputs = (opts.userInputs ?? []).filter((v): v is string => Boolean(v)).flatMap((v) => [v, ...v.split(/[@.\s_-]+/)]);
  const { score } = zxcvbn().check(opts.password, inputs);
  if (score < MIN_SCORE) {
    throw new AppError(400, MESSAGES.passwordTooCommon, 'validation_error', { [opts.field ?? 'password']: [MESSAGES.passwordTooCommon] });
  }
}
