/** Hand a downloaded file to the browser's save flow under a given name. */
export function saveFile(blob: Blob, filename: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const a = doc.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  doc.body.appendChild(a);
  a.click();
  a.remove();
  // The click has started the download; the object URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "KH/2627/000123" → "invoice-KH-2627-000123.pdf". */
export const invoiceFileName = (number: string | null, orderId: number): string =>
  `invoice-${(number ?? `order-${orderId}`).replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

/** "KHC/2627/00001" → "credit-note-KHC-2627-00001.pdf" (the name the server gives it too). */
export const creditNoteFileName = (number: string): string =>
  `credit-note-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
