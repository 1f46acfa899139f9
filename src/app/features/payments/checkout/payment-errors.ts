import { readerMessage } from '#app/lib/reader-messages.ts';
import { isApiError } from '#app/lib/api-error.ts';
import { paymentText } from '#app/features/payments/payment-messages.ts';

/** History errors (docs/product.md, "Rate limits"): a 429 has its own text, other failures one text. */
export const historyErrorText = (e: unknown): string =>
  isApiError(e) && e.status === 429 ? readerMessage('rateLimited') : readerMessage('transactionFailed');

/** A membership purchase: a limit breach (409) shows the server's message, naming the limit. */
export const membershipErrorText = (e: unknown): string =>
  isApiError(e) && e.status === 409 ? paymentText(e.message) : historyErrorText(e);

/** Starting a credit purchase failed: a limit the server names (409), a 429, or one text. */
export const addCreditsErrorText = (e: unknown): string => {
  if (isApiError(e) && e.status === 409) return paymentText(e.message);
  return isApiError(e) && e.status === 429 ? readerMessage('rateLimited') : readerMessage('addCreditsFailed');
};
