import { isApiError } from './api-error';

/** The browser says there is no network: skip requests that would only fail and wait. */
export const browserOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A request that got no HTTP answer (offline, time-out), as opposed to a server's refusal. */
export const isNetworkFailure = (e: unknown): boolean => isApiError(e) && e.isNetwork && e.error !== 'Invalid Response';
