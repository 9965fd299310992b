type Counting = { context: { resendIn: number } };

/**
 * Resend waits while its seconds count down, one a `resendTick`; at none it is `ready`. The machine
 * names `resendDue` and `tickResend` in its setup with the two below, and writes the state's description out
 * beside it, where the shop's build leaves it out (scripts/lib/machineDescriptions.ts).
 */
export const COUNTING_DOWN = {
  always: { guard: 'resendDue', target: 'ready' },
  after: { resendTick: { target: 'countingDown', reenter: true, actions: 'tickResend' } },
} as const;

export const resendDue = ({ context }: Counting) => context.resendIn <= 0;

/** One second less to wait, never below none: what `tickResend` assigns. */
export const secondLess = (resendIn: number) => Math.max(0, resendIn - 1);
