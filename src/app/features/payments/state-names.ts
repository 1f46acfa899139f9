// The GST states (src/shared/gst.ts, whose English names the invoices and the server keep) by
// their names in the interface's language, for the order form's place of supply.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import { GST_STATES, gstStateName, type GstStateCode } from '#shared/gst.ts';

const STATE_NAMES: Record<GstStateCode, MessageDescriptor> = {
  1: msg`Jammu and Kashmir`,
  2: msg`Himachal Pradesh`,
  3: msg`Punjab`,
  4: msg`Chandigarh`,
  5: msg`Uttarakhand`,
  6: msg`Haryana`,
  7: msg`Delhi`,
  8: msg`Rajasthan`,
  9: msg`Uttar Pradesh`,
  10: msg`Bihar`,
  11: msg`Sikkim`,
  12: msg`Arunachal Pradesh`,
  13: msg`Nagaland`,
  14: msg`Manipur`,
  15: msg`Mizoram`,
  16: msg`Tripura`,
  17: msg`Meghalaya`,
  18: msg`Assam`,
  19: msg`West Bengal`,
  20: msg`Jharkhand`,
  21: msg`Odisha`,
  22: msg`Chhattisgarh`,
  23: msg`Madhya Pradesh`,
  24: msg`Gujarat`,
  26: msg`Dadra and Nagar Haveli and Daman and Diu`,
  27: msg`Maharashtra`,
  29: msg`Karnataka`,
  30: msg`Goa`,
  31: msg`Lakshadweep`,
  32: msg`Kerala`,
  33: msg`Tamil Nadu`,
  34: msg`Puducherry`,
  35: msg`Andaman and Nicobar Islands`,
  36: msg`Telangana`,
  37: msg`Andhra Pradesh (new)`,
  38: msg`Ladakh`,
  97: msg`Other Territory`,
};

/** The order form's choice of state: its name in the interface's language, then its GST code. */
export const stateOptions = (i18n: I18n): ComboboxItem[] =>
  GST_STATES.map((s) => ({
    value: String(s.code),
    label: `${i18n._(STATE_NAMES[s.code])} (${String(s.code).padStart(2, '0')})`,
  }));

/**
 * A state found by its name in the interface's language, its English name (how many readers
 * type it on a phone's keyboard) or its GST code.
 */
export const stateFilter: OptionsFilter = ({ options, search }) => {
  const typed = search.trim().toLowerCase();
  return (options as ComboboxItem[]).filter((o) =>
    [o.label, gstStateName(Number(o.value)) ?? ''].some((name) => name.toLowerCase().includes(typed)),
  );
};
