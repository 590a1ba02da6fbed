/**
 * How the dispatcher retries a message that could not be sent (docs/decisions/149): after the
 * first failure in 1 minute, then 5, 15, 60 and 240; the message is marked failed when its
 * sixth attempt fails, about five hours after it was queued, and the order's timeline says so.
 */
export const MAIL_BACKOFF_MINUTES = [1, 5, 15, 60, 240] as const;
export const MAX_MAIL_ATTEMPTS = MAIL_BACKOFF_MINUTES.length + 1;

/**
 * A claimed message is not due again for this long, so another instance does not send it while
 * this one is. It outlasts nodemailer's 10-minute socket timeout: a send still under way when
 * the lease ends is the only way a message could go twice (the process died, or SMTP hung).
 */
export const CLAIM_LEASE_MINUTES = 15;

/** When a message that failed its `attempts`-th time may be tried again. */
export function retryAt(attempts: number, now: Date): Date {
  const minutes = MAIL_BACKOFF_MINUTES[Math.min(Math.max(attempts, 1), MAIL_BACKOFF_MINUTES.length) - 1] ?? 1;
  return new Date(now.getTime() + minutes * 60_000);
}
