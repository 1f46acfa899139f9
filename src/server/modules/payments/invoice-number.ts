// Invoice numbers: PREFIX/YYYY/NNNNNN, consecutive within an Indian financial year
// (1 April to 31 March, Asia/Kolkata), at most 16 characters (e.g. KH/2627/000123).

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** '2627' for any day from 1 April 2026 to 31 March 2027 (IST). */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  const yy = (y: number) => String(y % 100).padStart(2, '0');
  return `${yy(start)}${yy(start + 1)}`;
}

export const invoiceNumber = (prefix: string, fy: string, sequence: number) =>
  `${prefix}/${fy}/${String(sequence).padStart(6, '0')}`;

/**
 * Credit notes have a series of their own: PREFIX + 'C', then the financial year and five digits
 * (at most 16 characters with a 4-letter prefix, e.g. KHC/2627/00012).
 */
export const creditNoteNumber = (prefix: string, fy: string, sequence: number) =>
  `${prefix}C/${fy}/${String(sequence).padStart(5, '0')}`;
