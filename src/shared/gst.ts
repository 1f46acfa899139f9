// GST for credit purchases: 18 % in all. Within the seller's state it is CGST 9 % + SGST 9 %
// (UTGST instead of SGST when the seller is in a union territory without a legislature);
// between states it is IGST 18 %. Money is integer paise; each tax head is rounded on its own.
import { CREDIT } from './constants';

/** The official GST state codes. Uttarakhand is 05; 37 is Andhra Pradesh (new). */
export const GST_STATES = [
  { code: 1, name: 'Jammu and Kashmir' },
  { code: 2, name: 'Himachal Pradesh' },
  { code: 3, name: 'Punjab' },
  { code: 4, name: 'Chandigarh' },
  { code: 5, name: 'Uttarakhand' },
  { code: 6, name: 'Haryana' },
  { code: 7, name: 'Delhi' },
  { code: 8, name: 'Rajasthan' },
  { code: 9, name: 'Uttar Pradesh' },
  { code: 10, name: 'Bihar' },
  { code: 11, name: 'Sikkim' },
  { code: 12, name: 'Arunachal Pradesh' },
  { code: 13, name: 'Nagaland' },
  { code: 14, name: 'Manipur' },
  { code: 15, name: 'Mizoram' },
  { code: 16, name: 'Tripura' },
  { code: 17, name: 'Meghalaya' },
  { code: 18, name: 'Assam' },
  { code: 19, name: 'West Bengal' },
  { code: 20, name: 'Jharkhand' },
  { code: 21, name: 'Odisha' },
  { code: 22, name: 'Chhattisgarh' },
  { code: 23, name: 'Madhya Pradesh' },
  { code: 24, name: 'Gujarat' },
  { code: 26, name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: 27, name: 'Maharashtra' },
  { code: 29, name: 'Karnataka' },
  { code: 30, name: 'Goa' },
  { code: 31, name: 'Lakshadweep' },
  { code: 32, name: 'Kerala' },
  { code: 33, name: 'Tamil Nadu' },
  { code: 34, name: 'Puducherry' },
  { code: 35, name: 'Andaman and Nicobar Islands' },
  { code: 36, name: 'Telangana' },
  { code: 37, name: 'Andhra Pradesh (new)' },
  { code: 38, name: 'Ladakh' },
  { code: 97, name: 'Other Territory' },
] as const;
export type GstStateCode = (typeof GST_STATES)[number]['code'];

export const GST_STATE_CODES: readonly number[] = GST_STATES.map((s) => s.code);
export const isGstStateCode = (code: number): code is GstStateCode => GST_STATE_CODES.includes(code);
export const gstStateName = (code: number) => GST_STATES.find((s) => s.code === code)?.name;

/** Union territories without a legislature: UTGST replaces SGST there. */
const UT_WITHOUT_LEGISLATURE: readonly number[] = [4, 26, 31, 35, 38, 97];

/** The seller's state unless configured otherwise (West Bengal). */
export const DEFAULT_SELLER_STATE_CODE = 19;

export type TaxBreakdown = {
  /** Credits bought (1 credit = ₹1). */
  credits: number;
  taxablePaise: number;
  cgstPaise: number;
  /** SGST, or UTGST when `stateTaxName` says so. */
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
  totalPaise: number;
  stateTaxName: 'SGST' | 'UTGST';
  placeOfSupplyCode: number;
  intraState: boolean;
};

const percentOf = (paise: number, percent: number) => Math.round((paise * percent) / 100);

/** Every figure of a purchase of `credits`, from the credit count and the place of supply. */
export function computeTax(
  credits: number,
  placeOfSupplyCode: number,
  sellerStateCode = DEFAULT_SELLER_STATE_CODE,
): TaxBreakdown {
  const taxablePaise = credits * CREDIT.rupeesPerCredit * 100;
  const intraState = placeOfSupplyCode === sellerStateCode;
  const half = CREDIT.gstPercent / 2;
  const cgstPaise = intraState ? percentOf(taxablePaise, half) : 0;
  const sgstPaise = intraState ? percentOf(taxablePaise, half) : 0;
  const igstPaise = intraState ? 0 : percentOf(taxablePaise, CREDIT.gstPercent);
  const taxPaise = cgstPaise + sgstPaise + igstPaise;
  return {
    credits,
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    taxPaise,
    totalPaise: taxablePaise + taxPaise,
    stateTaxName: UT_WITHOUT_LEGISLATURE.includes(sellerStateCode) ? 'UTGST' : 'SGST',
    placeOfSupplyCode,
    intraState,
  };
}

/** Rupees as the API carries them (2 decimals) from paise, and back, exactly. */
export const paiseToRupees = (paise: number) => paise / 100;
export const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);
