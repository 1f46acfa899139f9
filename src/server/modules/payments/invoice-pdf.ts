import PDFDocument from 'pdfkit';
import { gstStateName } from '#shared/gst.ts';
import type { InvoiceSeller, OrderTable } from '#server/db/schema.ts';

/** Services Accounting Code for online text-based information such as newspapers. */
export const SAC = {
  code: '998431',
  description: 'On-line text based information such as online books, newspapers, periodicals, directories',
};

export type InvoiceData = {
  number: string;
  issuedAt: Date;
  seller: InvoiceSeller;
  buyer: { name: string; email: string; phone: string };
  placeOfSupply: number;
  item: string;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  stateTaxName: 'SGST' | 'UTGST';
  orderId: string;
  paymentId: string | null;
  /** A credit note: the tax invoice it reduces and why (the refund's reason). */
  creditNote?: { invoiceNumber: string; invoiceDate: Date; reason: string };
};

/** The order's columns an invoice or a credit note names its parties by (orders as `o`). */
export const ORDER_PARTY_COLUMNS = [
  'o.state_tax_name',
  'o.place_of_supply',
  'o.buyer_name',
  'o.buyer_email',
  'o.buyer_phone',
  'o.provider_order_id',
] as const;

type PartyColumn = (typeof ORDER_PARTY_COLUMNS)[number] extends `o.${infer C extends keyof OrderTable}` ? C : never;

/** A stored invoice or credit note as its query reads it: its number, parties and amounts. */
export type StoredTaxDocument = Pick<
  OrderTable,
  PartyColumn | 'taxable_paise' | 'cgst_paise' | 'sgst_paise' | 'igst_paise' | 'total_paise'
> & { number: string; issued_at: Date; seller: InvoiceSeller; provider_payment_id: string | null };

/** The PDF of a stored invoice or credit note, with the line its item reads. */
export const renderStoredPdf = (
  d: StoredTaxDocument,
  item: string,
  creditNote?: InvoiceData['creditNote'],
): Promise<Buffer> =>
  renderInvoicePdf({
    number: d.number,
    issuedAt: d.issued_at,
    seller: d.seller,
    buyer: { name: d.buyer_name, email: d.buyer_email, phone: d.buyer_phone },
    placeOfSupply: d.place_of_supply,
    item,
    taxablePaise: d.taxable_paise,
    cgstPaise: d.cgst_paise,
    sgstPaise: d.sgst_paise,
    igstPaise: d.igst_paise,
    totalPaise: d.total_paise,
    stateTaxName: d.state_tax_name,
    orderId: d.provider_order_id,
    paymentId: d.provider_payment_id,
    ...(creditNote ? { creditNote } : {}),
  });

// Helvetica has no rupee sign; amounts read "INR 1,180.00".
const inr = (paise: number) =>
  `INR ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const istDate = (d: Date) =>
  d.toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric' });
const state = (code: number) => `${String(code).padStart(2, '0')} - ${gstStateName(code) ?? 'Unknown'}`;

/** A GST tax invoice, or a credit note against one, as a PDF (pdfkit, built-in Helvetica, A4). */
export function renderInvoicePdf(d: InvoiceData): Promise<Buffer> {
  const note = d.creditNote;
  const kind = note ? 'Credit note' : 'Tax invoice';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${kind} ${d.number}`, Author: d.seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(kind.toUpperCase(), { align: 'center' }).moveDown(0.8);
  doc.fontSize(11).text(d.seller.name);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(d.seller.address)
    .text(`GSTIN: ${d.seller.gstin}`)
    .text(`State: ${state(d.seller.stateCode)}`);
  doc.moveDown();
  doc.text(`${kind} number: ${d.number}`).text(`${kind} date: ${istDate(d.issuedAt)}`);
  if (note) doc.text(`Against tax invoice ${note.invoiceNumber} of ${istDate(note.invoiceDate)}`);
  doc.text(`Order: ${d.orderId}${d.paymentId ? `   Payment: ${d.paymentId}` : ''}`);
  if (note) doc.text(`Reason: ${note.reason}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Billed to');
  doc.font('Helvetica').text(d.buyer.name).text(d.buyer.email).text(`Phone: ${d.buyer.phone}`);
  doc.text(`Place of supply: ${state(d.placeOfSupply)}`);
  doc.moveDown();

  const rows: [string, string][] = [
    [`SAC ${SAC.code}: ${SAC.description}`, ''],
    [d.item, ''],
    ['Taxable value', inr(d.taxablePaise)],
  ];
  if (d.igstPaise > 0) rows.push(['IGST @ 18%', inr(d.igstPaise)]);
  else rows.push(['CGST @ 9%', inr(d.cgstPaise)], [`${d.stateTaxName} @ 9%`, inr(d.sgstPaise)]);
  rows.push([note ? 'Total refunded (tax included)' : 'Total (tax included)', inr(d.totalPaise)]);

  const left = 50;
  const right = 545;
  let y = doc.y;
  doc.moveTo(left, y).lineTo(right, y).stroke();
  for (const [label, amount] of rows) {
    y += 6;
    const bold = label.startsWith('Total');
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, left, y, { width: 360 });
    const h = doc.heightOfString(label, { width: 360 });
    if (amount) doc.text(amount, 420, y, { width: right - 420, align: 'right' });
    y += h + 4;
    doc.moveTo(left, y).lineTo(right, y).strokeColor('#cccccc').stroke().strokeColor('#000000');
  }
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      `Tax is not payable on reverse charge basis. This is a computer-generated ${note ? 'credit note' : 'invoice'}.`,
      left,
      y + 16,
    );
  doc.end();
  return done;
}
