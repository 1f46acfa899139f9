import { Alert, Container, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck, IconCoins, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CREDIT } from '#shared/constants.ts';
import { computeTax } from '#shared/gst.ts';
import { creditCapExceeded, paymentSuccess } from '#shared/messages.ts';
import type { AccountUser } from '#shared/schemas/user.ts';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { BuyerFields } from '#app/components/payments/buyer-fields.tsx';
import { PaymentWait } from '#app/components/payments/payment-wait.tsx';
import { OrderSubmit } from '#app/components/payments/order-submit.tsx';
import { TaxSummary } from '#app/components/payments/tax-summary.tsx';
import { useCheckoutFlow } from '#app/components/payments/use-checkout-flow.ts';
import { formatCredits, formatPaise } from '#app/lib/format.ts';
import { buyerDefaults, toOrderRequest } from '#app/lib/order-request.ts';
import { confirmOrder, creditsChanged } from '#app/features/credits/api/confirm-order.ts';
import { createOrder } from '#app/features/credits/api/create-order.ts';
import {
  creditFormSchema,
  creditRefusal,
  roomUnderCap,
  typedCredits,
  type CreditFormValues,
} from '#app/features/credits/credit-form.ts';

/** Add credits: the order form with a live GST breakdown, then the card payment. */
export function AddCreditsScreen({ user, balance }: { user: AccountUser; balance: number }) {
  const queryClient = useQueryClient();
  const [paidId, setPaidId] = useState<string | null>(null);
  const form = useForm<CreditFormValues>({
    initialValues: {
      credits: roomUnderCap(balance) >= CREDIT.minPurchase ? CREDIT.minPurchase : '',
      ...buyerDefaults(user),
    },
    validate: schemaResolver(creditFormSchema(balance), { sync: true }),
    validateInputOnBlur: true,
  });
  const flow = useCheckoutFlow({
    description: 'Khabar credits',
    create: createOrder,
    confirm: confirmOrder,
    onPaid: (id) => {
      setPaidId(id);
      form.setFieldValue('credits', '');
      void creditsChanged(queryClient);
    },
  });

  const place = Number(form.values.placeOfSupplyCode) || 0;
  const refusal = creditRefusal(form.values, balance);
  // An amount the form would refuse is not priced: neither in the breakdown nor on the button.
  const priced = refusal?.field !== 'credits';
  const tax = computeTax(priced ? typedCredits(form.values.credits) : 0, place, flow.sellerStateCode);
  const room = roomUnderCap(balance);
  const canBuy = room >= CREDIT.minPurchase;

  const submit = form.onSubmit((v) => {
    setPaidId(null);
    const credits = Number(v.credits);
    void flow.start(
      toOrderRequest(v, computeTax(credits, Number(v.placeOfSupplyCode), flow.sellerStateCode), CREDIT.rupeesPerCredit),
      v,
    );
  });

  return (
    <>
      {flow.busy && <PaymentWait step={flow.step === 'idle' ? 'ordering' : flow.step} />}
      <Container size="sm" py="xl" display={flow.busy ? 'none' : undefined}>
        <Breadcrumb current="Add credits" />
        <Stack gap="lg">
          <div>
            <Title order={1}>Add credits</Title>
            <Text c="dimmed" size="sm">
              1 credit = ₹ 1. Credits pay for membership days (5 credits a day).
            </Text>
          </div>
          <Group gap="xs">
            <IconCoins size={18} aria-hidden />
            <Text>
              Current balance: <strong data-testid="credit-balance">{formatCredits(balance)}</strong>
            </Text>
          </Group>
          {paidId && (
            <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status" title="Credits added">
              {paymentSuccess(paidId)}
            </Alert>
          )}
          {!canBuy && (
            <Alert color="yellow" icon={<IconLock aria-hidden />}>
              {creditCapExceeded(CREDIT.maxBalance, room)}
            </Alert>
          )}
          <Paper
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'lg' }}
            component="form"
            onSubmit={submit}
            noValidate
            aria-label="Add credits"
          >
            <Stack gap="md">
              <NumberInput
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                label="Credits to buy"
                description={`${CREDIT.minPurchase} to ${CREDIT.maxPurchase.toLocaleString('en-IN')} credits`}
                required
                min={CREDIT.minPurchase}
                max={CREDIT.maxPurchase}
                step={50}
                disabled={!canBuy}
                {...form.getInputProps('credits')}
              />
              <BuyerFields
                name={form.getInputProps('customerName')}
                phone={form.getInputProps('phoneNumber')}
                state={form.getInputProps('placeOfSupplyCode')}
                email={user.email}
              />
              <TaxSummary
                tax={priced ? tax : null}
                itemLabel={priced ? `${tax.credits.toLocaleString('en-IN')} credits` : 'Credits'}
                hasPlace={place > 0}
              />
              <OrderSubmit
                label={priced && tax.credits > 0 ? `Pay ${formatPaise(tax.totalPaise)}` : 'Pay'}
                icon={<IconLock size={18} aria-hidden />}
                refusal={refusal?.message ?? null}
                busy={flow.busy}
                onRefused={() => form.validate()}
              />
              <Text size="xs" c="dimmed" ta="center">
                Card payments are handled by our payment provider; Khabar never sees your card.
              </Text>
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </>
  );
}
