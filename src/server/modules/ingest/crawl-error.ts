/** Why a fetch or a feed was refused; `reason` is short and safe to store and show to admins. */
export type CrawlReason =
  | 'robots'
  | 'private-address'
  | 'bad-url'
  | 'timeout'
  | 'too-large'
  | 'too-many-redirects'
  | 'network'
  | 'http'
  | 'not-a-feed'
  | 'no-usable-items'
  | 'aborted';

export class CrawlError extends Error {
  constructor(
    readonly reason: CrawlReason,
    message: string,
    /** Seconds the server asked us to wait (Retry-After), when it said so. */
    readonly retryAfterSec?: number,
  ) {
    super(message);
    this.name = 'CrawlError';
  }
}

export function describeError(err: unknown): string {
  if (err instanceof CrawlError) return err.message;
  if (err instanceof Error) return err.message;
  return String(err);
}
