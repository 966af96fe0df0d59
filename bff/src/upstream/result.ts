// A typed success-or-failure for everything that talks to the upstream (STYLE.md: the failure's kind
// and whether a retry may help).

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

export type UpstreamFailureKind =
  | 'network' // connection refused/reset, DNS
  | 'timeout' // no complete answer within the time limit
  | 'http' // a 5xx or an unexpected status
  | 'unauthorized' // httpStatus Unauthorized: the member's session is over
  | 'forbidden'
  | 'not-found'
  | 'validation' // the upstream refused the input, with field messages
  | 'protocol'; // the reply is not the JSON shape we expect

export interface UpstreamFailure {
  kind: UpstreamFailureKind;
  message: string;
  /** Whether the same call might succeed if tried again. */
  retryable: boolean;
  status?: number;
  path: string;
  fieldErrors?: Record<string, string[]>;
  /** The platform's reason for a refusal, for a program, when it gives one (`email_not_verified`). */
  reason?: string;
  /** The platform's code of a refusal, for a program, when it gives one (booking's `SLOT_FULL`). */
  code?: string;
}

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const fail = <E>(error: E): Result<never, E> => ({ ok: false, error });
