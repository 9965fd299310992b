import { expect, test } from 'vitest';
import { EMAIL } from '../../contract/textRules.ts';

test.each([
  'asha@example.com',
  'asha.shah+orders@mail.example.co.in',
  'venkatasubramanian.raghunathan@example.co.in',
  'a_b-c@sub-domain.example.org',
])('takes %s', (email) => {
  expect(EMAIL.test(email)).toBe(true);
});

test.each([
  'asha@example..com',
  'asha..shah@example.com',
  '.asha@example.com',
  'asha.@example.com',
  'asha@.example.com',
  'asha@example.com.',
  'asha@example',
  'asha@example.c',
  'asha@@example.com',
  'asha @example.com',
  'asha@exa mple.com',
  '@example.com',
])('refuses %s', (email) => {
  expect(EMAIL.test(email)).toBe(false);
});
