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
      style={strong ? { borderTop: '1px solid var(--mantine-color-default-border)', paddingTop: 8, marginTop: 4 } : undefined}
    >
      <Text component="dt" size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>{label}</Text>
      <Text component="dd" m={0} size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={strong ? 'payable' : undefined}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The live breakdown of a purchase: taxable value, each GST head (CGST + SGST/UTGST within
 * the seller's state, IGST between states) and the amount payable, all to 2 decimals.
 */
export function TaxSummary({ tax, itemLabel, hasPlace }: { tax: TaxBreakdown; itemLabel: string; hasPlace: boolean }) {
  const half = CREDIT.gstPercent / 2;
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)" aria-live="polite" aria-label="Amount payable">
      <Stack gap={6} component="dl" m={0}>
        <Line label={itemLabel} value={formatPaise(tax.taxablePaise)} />
        {!hasPlace ? (
          <Line label={`GST ${CREDIT.gstPercent} %`} value={formatPaise(tax.taxPaise)} />
        ) : tax.intraState ? (
          <>
            <Line label={`CGST ${half} %`} value={formatPaise(tax.cgstPaise)} />
            <Line label={`${tax.stateTaxName} ${half} %`} value={formatPaise(tax.sgstPaise)} />
          </>
        ) : (
          <Line label={`IGST ${CREDIT.gstPercent} %`} value={formatPaise(tax.igstPaise)} />
        )}
        <Line label="Payable" value={formatPaise(tax.totalPaise)} strong />
      </Stack>
      <Text size="xs" c="dimmed" mt="xs">
        {hasPlace
          ? `Place of supply: ${gstStateName(tax.placeOfSupplyCode) ?? ''}.`
          : 'Choose your state to see the GST heads that apply to you.'}
      </Text>
    </Paper>
  );
}
