import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Button, Container, NumberInput, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck, IconCreditCard, IconCrown, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CREDIT, MEMBERSHIP } from '#shared/constants.ts';
import { computeTax } from '#shared/gst.ts';
import { MESSAGES, paymentSuccess } from '#shared/messages.ts';
import type { AccountUser } from '#shared/schemas/user.ts';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { BuyerFields } from '#app/components/payments/buyer-fields.tsx';
import { PaymentWait } from '#app/components/payments/payment-wait.tsx';
import { OrderSubmit } from '#app/components/payments/order-submit.tsx';
import { TaxSummary } from '#app/components/payments/tax-summary.tsx';
import { useCheckoutFlow } from '#app/components/payments/use-checkout-flow.ts';
import { formatCredits, formatPaise } from '#app/lib/format.ts';
import { buyerDefaults, toOrderRequest } from '#app/lib/order-request.ts';
import { membershipErrorText } from '#app/lib/payment-errors.ts';
import { randomUuid } from '#shared/random-uuid.ts';
import { toast } from '#app/lib/toast.ts';
import { useAddMembership } from '#app/features/membership/api/add-membership.ts';
import { buySubscription, updateSubscription } from '#app/features/membership/api/buy-subscription.ts';
import { membershipChanged } from '#app/features/membership/api/membership-changed.ts';
import {
  affordableDays,
  daysFormSchema,
  daysPriced,
  daysRefusal,
  typedDays,
  type DaysFormValues,
} from '#app/features/membership/days-form.ts';
import { Balances } from './balances';

type Props = { user: AccountUser; credits: number; remainingDays: number };

/** Buy membership days with credits (5 a day) or by card, within the 10–180 day rules. */
export function OrderSubscriptionScreen({ user, credits, remainingDays }: Props) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const add = useAddMembership();
  const form = useForm<DaysFormValues>({
    initialValues: {
      method: affordableDays(credits) >= MEMBERSHIP.minDays ? 'credits' : 'card',
      noOfDays: MEMBERSHIP.minDays,
      ...buyerDefaults(user),
    },
    validate: schemaResolver(daysFormSchema(credits, remainingDays), { sync: true }),
    validateInputOnBlur: true,
  });
  const flow = useCheckoutFlow({
    description: 'Khabar membership',
    create: buySubscription,
    confirm: updateSubscription,
    onPaid: (id) => {
      setDone(paymentSuccess(id));
      void membershipChanged(queryClient);
    },
  });

  const days = typedDays(form.values.noOfDays);
  const card = form.values.method === 'card';
  const refusal = daysRefusal(form.values, credits, remainingDays);
  // Days that cannot be bought are not priced: not in the choices, the breakdown or the button.
  const priced = daysPriced(form.values, remainingDays);
  const affordable = priced && refusal?.field !== 'noOfDays';
  const place = Number(form.values.placeOfSupplyCode) || 0;
  const priceCredits = days * MEMBERSHIP.creditsPerDay;
  const tax = computeTax(priceCredits, place, flow.sellerStateCode);

  const submit = form.onSubmit((v) => {
    setDone(null);
    const noOfDays = Number(v.noOfDays);
    if (v.method === 'credits') {
      add.mutate(
        { noOfDays, key: randomUuid() },
        {
          onSuccess: () => {
            setDone(MESSAGES.membershipAdded);
            toast(MESSAGES.membershipAdded, 'success');
          },
          onError: (e) => toast(membershipErrorText(e), 'error'),
        },
      );
      return;
    }
    const order = computeTax(noOfDays * MEMBERSHIP.creditsPerDay, Number(v.placeOfSupplyCode), flow.sellerStateCode);
    const unitPrice = MEMBERSHIP.creditsPerDay * CREDIT.rupeesPerCredit;
    void flow.start({ ...toOrderRequest(v, order, unitPrice), noOfDays }, v);
  });

  return (
    <>
      {flow.busy && <PaymentWait step={flow.step === 'idle' ? 'ordering' : flow.step} />}
      <Container size="sm" py="xl" display={flow.busy ? 'none' : undefined}>
        <Breadcrumb current="Buy subscription" />
        <Stack gap="lg">
          <div>
            <Title order={1}>Buy subscription</Title>
            <Text c="dimmed" size="sm">
              A membership costs {MEMBERSHIP.creditsPerDay} credits a day, for {MEMBERSHIP.minDays} to{' '}
              {MEMBERSHIP.maxDays} days. A new membership starts when the current one ends.
            </Text>
          </div>
          <Balances credits={credits} days={remainingDays} />
          {done && (
            <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status" title="Membership bought">
              {done}
            </Alert>
          )}
          <Paper
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'lg' }}
            component="form"
            onSubmit={submit}
            noValidate
            aria-label="Buy subscription"
          >
            <Stack gap="md">
              <NumberInput
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                label="Days"
                description={`${MEMBERSHIP.minDays} to ${MEMBERSHIP.maxDays} days, ${MEMBERSHIP.creditsPerDay} credits a day`}
                required
                min={MEMBERSHIP.minDays}
                max={MEMBERSHIP.maxDays}
                step={10}
                {...form.getInputProps('noOfDays')}
              />
              <Radio.Group label="Payment method" required {...form.getInputProps('method')}>
                <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
                  <Radio
                    value="credits"
                    label={
                      priced
                        ? `Credits (${formatCredits(priceCredits)}; you have ${formatCredits(credits)})`
                        : `Credits (you have ${formatCredits(credits)})`
                    }
                  />
                  <Radio value="card" label={priced ? `Card (${formatPaise(tax.totalPaise)} with GST)` : 'Card'} />
                </SimpleGrid>
              </Radio.Group>
              {card && (
                <>
                  <BuyerFields
                    name={form.getInputProps('customerName')}
                    phone={form.getInputProps('phoneNumber')}
                    state={form.getInputProps('placeOfSupplyCode')}
                    email={user.email}
                  />
                  <TaxSummary
                    tax={priced ? tax : null}
                    itemLabel={priced ? `${days} days` : 'Days'}
                    hasPlace={place > 0}
                  />
                </>
              )}
              <OrderSubmit
                before={
                  <Button
                    component={Link}
                    to="/pages/order"
                    variant="default"
                    size="md"
                    leftSection={<IconPlus size={16} aria-hidden />}
                  >
                    Add credits
                  </Button>
                }
                label={
                  card
                    ? affordable
                      ? `Pay ${formatPaise(tax.totalPaise)}`
                      : 'Pay'
                    : affordable
                      ? `Buy ${days} days for ${priceCredits} credits`
                      : 'Buy days'
                }
                icon={card ? <IconCreditCard size={18} aria-hidden /> : <IconCrown size={18} aria-hidden />}
                refusal={refusal?.message ?? null}
                busy={flow.busy}
                loading={add.isPending}
                onRefused={() => form.validate()}
              />
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </>
  );
}
