import { describe, expect, test } from 'vitest';
import { MESSAGES } from '../../contract/messages.ts';
import { otpRefusal } from '../../server/domain/otpLimits.ts';
import { codeHash, newCode, newToken, sameHash, TOKEN_SHAPE } from '../../server/domain/secrets.ts';

const NOW = new Date('2026-11-20T10:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const quiet = { clientRequestsLastHour: 0, codesLastHour: 0, lastCodeAt: null };

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
});
