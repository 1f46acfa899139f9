import { useLingui } from '@lingui/react/macro';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { CREDIT } from '#shared/constants.ts';
import { gstStateName, type TaxBreakdown } from '#shared/gst.ts';
import { formatPaise } from '#app/lib/format.ts';

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      // The payable line is set off by a rule: a border, since a <dl> holds only <div> groups.
      style={
        strong ? { borderTop: '1px solid var(--mantine-color-default-border)', paddingTop: 8, marginTop: 4 } : undefined
      }
    >
      <Text component="dt" size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 500}
        // An amount never breaks between ₹ and its figure; the label beside it wraps instead.
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        data-testid={strong ? 'payable' : undefined}
      >
        {value}
      </Text>
    </Group>
  );
}

/**
 * The live breakdown of a purchase: taxable value, each GST head (CGST + SGST/UTGST within
 * the seller's state, IGST between states) and the amount payable, all to 2 decimals. Without
 * a breakdown (an amount the form would refuse) every figure reads "—".
 */
export function TaxSummary({
  tax,
  itemLabel,
  hasPlace,
}: {
  tax: TaxBreakdown | null;
  itemLabel: string;
  hasPlace: boolean;
}) {
  const { t } = useLingui();
  const half = CREDIT.gstPercent / 2;
  const full = CREDIT.gstPercent;
  const stateTax = tax?.stateTaxName ?? '';
  const place = tax ? (gstStateName(tax.placeOfSupplyCode) ?? '') : '';
  const money = (paise: (t: TaxBreakdown) => number) => (tax ? formatPaise(paise(tax)) : '—');
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="var(--mantine-color-default-hover)"
      aria-live="polite"
      aria-label={t`Amount payable`}
    >
      <Stack gap={6} component="dl" m={0}>
        <Line label={itemLabel} value={money((t) => t.taxablePaise)} />
        {!hasPlace || !tax ? (
          <Line label={t`GST ${full} %`} value={money((t) => t.taxPaise)} />
        ) : tax.intraState ? (
          <>
            <Line label={t`CGST ${half} %`} value={money((t) => t.cgstPaise)} />
            <Line label={t`${stateTax} ${half} %`} value={money((t) => t.sgstPaise)} />
          </>
        ) : (
          <Line label={t`IGST ${full} %`} value={money((t) => t.igstPaise)} />
        )}
        <Line label={t`Payable`} value={money((t) => t.totalPaise)} strong />
      </Stack>
      <Text size="xs" c="dimmed" mt="xs">
        {tax && hasPlace
          ? t`Place of supply: ${place}.`
          : hasPlace
            ? t`The price shows once the amount is within the limits.`
            : t`Choose your state to see the GST heads that apply to you.`}
      </Text>
    </Paper>
  );
}
