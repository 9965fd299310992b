import { ApiError } from '../api/client.ts';
import { toast } from '../ui/toast.ts';

/** Spec section 8: a server's refusal shows its `msg` as an error toast; a network failure is only logged. */
export function reportFailure(error: unknown): void {
  if (error instanceof ApiError) toast.error(error.message);
  else console.error(error);
}
