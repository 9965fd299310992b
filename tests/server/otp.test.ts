import { describe, expect, test } from 'vitest';
import * as MESSAGES from '../../contract/messages.ts';
import { type Challenge, codeVerdict, otpRefusal } from '../../server/domain/otp.ts';
import { codeHash, newCode, newToken, sameHash, TOKEN_SHAPE } from '../../server/domain/secrets.ts';

const NOW = new Date('2026-11-20T10:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const quiet = { clientRequestsLastHour: 0, codesLastHour: 0, codesLastDay: 0, lastCodeAt: null };

describe('codes and tokens', () => {
  test('codes are four digits, leading zeros kept, and spread over every digit', () => {
    const codes = Array.from({ length: 2000 }, newCode);
    for (const code of codes) expect(code).toMatch(/^\d{4}$/);
    expect(new Set(codes.map((code) => code[0])).size).toBe(10);
  });

  test('tokens carry 256 bits and have the shape the server accepts', () => {
    const token = newToken();
    expect(token).toMatch(TOKEN_SHAPE);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
  });

  test('a code hashes differently for another attempt, and compares only with its own hash', () => {
    expect(codeHash('a', '1234')).not.toBe(codeHash('b', '1234'));
    expect(sameHash(codeHash('a', '1234'), codeHash('a', '1234'))).toBe(true);
    expect(sameHash(codeHash('a', '1234'), codeHash('a', '1235'))).toBe(false);
    expect(sameHash(codeHash('a', '1234'), 'abcd')).toBe(false);
  });
});

describe('when a new code may be sent', () => {
  test('at once for a quiet number and client', () => {
    expect(otpRefusal(quiet, NOW)).toBeNull();
  });

  test('30 s after the last code, counting the seconds left', () => {
    expect(otpRefusal({ ...quiet, codesLastHour: 1, lastCodeAt: ago(1) }, NOW)).toBe(MESSAGES.otpResendWait(29));
    expect(otpRefusal({ ...quiet, codesLastHour: 1, lastCodeAt: ago(29.5) }, NOW)).toBe(MESSAGES.otpResendWait(1));
    expect(otpRefusal({ ...quiet, codesLastHour: 1, lastCodeAt: ago(30) }, NOW)).toBeNull();
  });

  test('five codes an hour to a number, thirty requests an hour from a client', () => {
    expect(otpRefusal({ ...quiet, codesLastHour: 4, lastCodeAt: ago(60) }, NOW)).toBeNull();
    expect(otpRefusal({ ...quiet, codesLastHour: 5, lastCodeAt: ago(60) }, NOW)).toBe(MESSAGES.otpNumberLimit);
    expect(otpRefusal({ ...quiet, clientRequestsLastHour: 29 }, NOW)).toBeNull();
    expect(otpRefusal({ ...quiet, clientRequestsLastHour: 30 }, NOW)).toBe(MESSAGES.otpClientLimit);
  });

  test('ten codes a day to a number', () => {
    expect(otpRefusal({ ...quiet, codesLastHour: 1, codesLastDay: 9, lastCodeAt: ago(60) }, NOW)).toBeNull();
    expect(otpRefusal({ ...quiet, codesLastHour: 1, codesLastDay: 10, lastCodeAt: ago(60) }, NOW)).toBe(
      MESSAGES.otpNumberDayLimit,
    );
  });
});

describe('a try at a code', () => {
  const challenge = (change: Partial<Challenge> = {}): Challenge => ({
    id: 'attempt',
    code_hash: codeHash('attempt', '0427'),
    expires_at: new Date(NOW.getTime() + 1000),
    wrong_tries: 0,
    closed_at: null,
    ...change,
  });

  test('the right code of a live attempt is accepted, leading zero and all', () => {
    expect(codeVerdict(challenge(), '0427', NOW)).toBe('accepted');
    expect(codeVerdict(challenge({ wrong_tries: 4 }), '0427', NOW)).toBe('accepted');
  });

  test('the same code of another attempt is wrong', () => {
    expect(codeVerdict(challenge({ code_hash: codeHash('other', '0427') }), '0427', NOW)).toBe('wrong');
  });

  test('the fifth wrong try wears the code out; after it even the right code is refused', () => {
    expect(codeVerdict(challenge({ wrong_tries: 3 }), '0428', NOW)).toBe('wrong');
    expect(codeVerdict(challenge({ wrong_tries: 4 }), '0428', NOW)).toBe('lastWrong');
    expect(codeVerdict(challenge({ wrong_tries: 5, closed_at: NOW }), '0427', NOW)).toBe('usedUp');
  });

  test('expires at its expiry instant, and once used or replaced it is over', () => {
    expect(codeVerdict(challenge({ expires_at: NOW }), '0427', NOW)).toBe('expired');
    expect(codeVerdict(challenge({ closed_at: ago(1) }), '0427', NOW)).toBe('expired');
    expect(codeVerdict(challenge({ expires_at: NOW }), '0428', NOW)).toBe('expired');
  });
});
