import { useMutation } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { toApiError } from '#app/lib/api-error.ts';
import { send } from '#app/lib/http.ts';
import { creditNoteFileName, invoiceFileName, saveFile } from '#app/features/payments/api/save-file.ts';

type InvoiceRef = { orderId: number; invoiceNumber: string | null };

const path = (orderId: number, regenerate: boolean) =>
  `${API.payment.invoice}/${orderId}${regenerate ? '/regenerate' : ''}`;

/** The tax invoice PDF of a paid order (GET), or the same invoice rendered again (POST). */
export async function fetchInvoice(orderId: number, regenerate = false): Promise<Blob> {
  try {
    const res = await send(path(orderId, regenerate), { method: regenerate ? 'post' : 'get' });
    return await res.blob();
  } catch (e) {
    throw await toApiError(e);
  }
}

/** The credit note PDF of an order refunded in part (the invoice's path + `/credit-note`). */
export async function fetchCreditNote(orderId: number): Promise<Blob> {
  try {
    const res = await send(`${API.payment.invoice}/${orderId}/credit-note`, { method: 'get' });
    return await res.blob();
  } catch (e) {
    throw await toApiError(e);
  }
}

export function useCreditNote() {
  return useMutation({
    mutationFn: async ({ orderId, number }: { orderId: number; number: string }) =>
      saveFile(await fetchCreditNote(orderId), creditNoteFileName(number)),
  });
}

export function useInvoice(regenerate: boolean) {
  return useMutation({
    mutationFn: async ({ orderId, invoiceNumber }: InvoiceRef) =>
      saveFile(await fetchInvoice(orderId, regenerate), invoiceFileName(invoiceNumber, orderId)),
  });
}
