import * as v from 'valibot';
import { WalletTopUpRequest } from '../../contract/payment.ts';

/**
 * The first rule the amount breaks, or null: required ('please enter amount'), rupees with at most 2
 * decimals, more than 0, at most ₹10,000. The server's own schema, so both say the same.
 */
export function amountProblem(amount: string): string | null {
  const result = v.safeParse(WalletTopUpRequest, { amount }, { abortEarly: true });
  return result.success ? null : (result.issues[0]?.message ?? null);
}

/** The amount in rupees, once `amountProblem` has nothing to say about it. */
export function amountRupees(amount: string): number {
  return v.parse(WalletTopUpRequest, { amount }).amount;
}
