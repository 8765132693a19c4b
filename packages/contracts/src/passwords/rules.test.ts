import { describe, expect, it } from 'vitest';
import { changePasswordRequest, registerRequest, resetPasswordRequest } from '../api/auth.ts';
import { COMMON_PASSWORD_MESSAGE, PASSWORD_RULES, passwordProblem } from './rules.ts';

const person = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

describe('one password rule set for register, reset and change (issue 27)', () => {
  it.each([
    ['short1!', 'Password must be at least 8 characters'],
    ['baseball', COMMON_PASSWORD_MESSAGE],
    ['PASSWORD1', COMMON_PASSWORD_MESSAGE],
    ['x'.repeat(257), 'Password must be at most 256 characters'],
    ['Coastal-Cottage-42', null],
  ])('%s → %s, the same on all three forms', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
    const answers = [
      registerRequest.safeParse({ ...person, password }),
      resetPasswordRequest.safeParse({ token: 't0k3n', newPassword: password }),
      changePasswordRequest.safeParse({ currentPassword: 'old-one', newPassword: password }),
    ].map((parsed) => (parsed.success ? null : parsed.error.issues[0]?.message));
    expect(answers).toEqual([message, message, message]);
  });

  it('gives the checklist a line per rule, each met or not as the password is typed', () => {
    const met = (password: string) => PASSWORD_RULES.map((rule) => [rule.label, rule.met(password)]);
    expect(met('')).toEqual([['At least 8 characters', false], ['Not a commonly used password', false]]);
    expect(met('password')).toEqual([['At least 8 characters', true], ['Not a commonly used password', false]]);
    expect(met('Ironbark-Lane-9!')).toEqual([['At least 8 characters', true], ['Not a commonly used password', true]]);
  });
});
