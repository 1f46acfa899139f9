import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Container, NumberInput, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconCreditCard, IconCrown, IconLock, IconPlus, IconReceiptRefund } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { CREDIT } from '#shared/constants.ts';
import { computeTax } from '#shared/gst.ts';
import { readerMessage } from '#app/lib/reader-messages.ts';
import { creditCapText } from '#app/features/payments/payment-messages.ts';
import type { AccountUser } from '#shared/schemas/user.ts';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { formatCredits, formatPaise } from '#app/lib/format.ts';
import { randomUuid } from '#shared/random-uuid.ts';
import { toast } from '#app/lib/toast.ts';
import { useAddMembership } from '#app/features/payments/api/add-membership.ts';
import { creditsChanged } from '#app/features/payments/api/orders.ts';
import { membershipChanged } from '#app/features/payments/api/membership-changed.ts';
import { buyerDefaults, toOrderRequest } from '#app/features/payments/checkout/order-request.ts';
import { membershipErrorText } from '#app/features/payments/checkout/payment-errors.ts';
import { useCheckoutFlow } from '#app/features/payments/checkout/use-checkout-flow.ts';
import { roomUnderCap } from '#app/features/payments/credit-form.ts';
import {
  PRODUCTS,
  purchaseErrors,
  purchaseRefusal,
  type Holdings,
  type Product,
  type PurchaseValues,
} from '#app/features/payments/purchase.ts';
import { BuyerFields } from './buyer-fields';
import { OrderSubmit } from './order-submit';
import { PaymentWait } from './payment-wait';
import { TaxSummary } from './tax-summary';
import { FormPanel } from '#app/components/form-panel.tsx';

type Props = {
  product: Product;
  user: AccountUser;
  /** The screen's title and what it sells, and what the account holds now. */
  title: string;
  intro: ReactNode;
  holdingsView: ReactNode;
} & Holdings;
type Done = { title: string; message: string; refunded: boolean };

/**
 * The one purchase form: credits by card, or membership days with credits or by card. The
 * quantity with its rules, the buyer's details and the live GST breakdown for a card payment,
 * a submit button that says why it would refuse, the wait screen while paying, and the
 * outcome: bought, or refunded with the reason and the amount.
 */
export function PurchaseForm({ product, user, credits, remainingDays, title, intro, holdingsView }: Props) {
  const spec = PRODUCTS[product];
  const { t, i18n } = useLingui();
  const holdings = { credits, remainingDays };
  const queryClient = useQueryClient();
  const [done, setDone] = useState<Done | null>(null);
  const add = useAddMembership();
  const form = useForm<PurchaseValues>({
    initialValues: { ...spec.initial(holdings), ...buyerDefaults(user) },
    validate: (v) => purchaseErrors(i18n, spec, v, holdings),
    validateInputOnBlur: true,
  });
  // A finished purchase starts the form afresh: no amount, and no message about the one bought
  // (its rules were checked against the holdings before it).
  const clearAfterPurchase = () => {
    form.setFieldValue('quantity', '');
    form.clearErrors();
    form.resetTouched();
  };
  const flow = useCheckoutFlow({
    description: i18n._(spec.widgetDescription),
    create: spec.create,
    confirm: spec.confirm,
    onSettled: (r) => {
      setDone({
        title: r.refunded ? t`Payment refunded` : i18n._(spec.paidTitle),
        message: r.message,
        refunded: r.refunded,
      });
      if (!r.refunded) clearAfterPurchase();
      void (product === 'credits' ? creditsChanged(queryClient) : membershipChanged(queryClient));
    },
  });

  const card = form.values.method === 'card';
  const refusal = purchaseRefusal(i18n, spec, form.values, holdings);
  // An amount the form would refuse is not priced: not in the choices, the breakdown or the button.
  const priced = spec.priced(i18n, form.values, holdings);
  const affordable = priced && refusal?.field !== 'quantity';
  const units = spec.typed(form.values);
  const priceCredits = (priced ? units : 0) * spec.creditsPerUnit;
  const place = Number(form.values.placeOfSupplyCode) || 0;
  const tax = computeTax(priceCredits, place, flow.sellerStateCode);
  const room = roomUnderCap(credits);
  const capped = product === 'credits' && room < CREDIT.minPurchase;

  const submit = form.onSubmit((v) => {
    setDone(null);
    const n = Number(v.quantity);
    if (v.method === 'credits') {
      add.mutate(
        { noOfDays: n, key: randomUuid() },
        {
          onSuccess: () => {
            clearAfterPurchase();
            setDone({ title: i18n._(spec.paidTitle), message: readerMessage('membershipAdded'), refunded: false });
            toast(readerMessage('membershipAdded'), 'success');
          },
          onError: (e) => toast(membershipErrorText(e), 'error'),
        },
      );
      return;
    }
    const order = computeTax(n * spec.creditsPerUnit, Number(v.placeOfSupplyCode), flow.sellerStateCode);
    const request = toOrderRequest(v, order, spec.creditsPerUnit * CREDIT.rupeesPerCredit);
    void flow.start(product === 'days' ? { ...request, noOfDays: n } : request, v);
  });

  const payable = formatPaise(tax.totalPaise);
  const label = card
    ? affordable && priceCredits > 0
      ? t`Pay ${payable}`
      : t`Pay`
    : affordable
      ? t`Buy ${units} days for ${priceCredits} credits`
      : t`Buy days`;
  const priceInCredits = formatCredits(priceCredits);
  const held = formatCredits(credits);
  return (
    <>
      {/* From the order to its confirmation the wait screen replaces the page. */}
      {flow.busy && <PaymentWait step={flow.step === 'idle' ? 'ordering' : flow.step} />}
      <Container size="sm" py="xl" display={flow.busy ? 'none' : undefined}>
        <Breadcrumb current={title} />
        <Stack gap="lg">
          <div>
            <Title order={1}>{title}</Title>
            <Text c="dimmed" size="sm">
              {intro}
            </Text>
          </div>
          {holdingsView}
          {done && (
            <Alert
              color={done.refunded ? 'grape' : 'teal'}
              icon={done.refunded ? <IconReceiptRefund aria-hidden /> : <IconCircleCheck aria-hidden />}
              role="status"
              title={done.title}
              data-testid={done.refunded ? 'purchase-refunded' : 'purchase-done'}
            >
              {done.message}
            </Alert>
          )}
          {capped && (
            <Alert color="yellow" icon={<IconLock aria-hidden />}>
              {creditCapText(CREDIT.maxBalance, room)}
            </Alert>
          )}
          <FormPanel onSubmit={submit} label={i18n._(spec.form)}>
            <Stack gap="md">
              <NumberInput
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                label={i18n._(spec.field.label)}
                description={i18n._(spec.field.description)}
                required
                min={spec.field.min}
                max={spec.field.max}
                step={spec.field.step}
                disabled={capped}
                {...form.getInputProps('quantity')}
              />
              {product === 'days' && (
                <Radio.Group label={t`Payment method`} required {...form.getInputProps('method')}>
                  <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
                    <Radio
                      value="credits"
                      label={priced ? t`Credits (${priceInCredits}; you have ${held})` : t`Credits (you have ${held})`}
                    />
                    <Radio value="card" label={priced ? t`Card (${payable} with GST)` : t`Card`} />
                  </SimpleGrid>
                </Radio.Group>
              )}
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
                    itemLabel={priced ? spec.itemLabel(i18n, units) : i18n._(spec.unitsLabel)}
                    hasPlace={place > 0}
                  />
                </>
              )}
              <OrderSubmit
                before={
                  product === 'days' ? (
                    <Button
                      component={Link}
                      to="/pages/order"
                      variant="default"
                      size="md"
                      leftSection={<IconPlus size={16} aria-hidden />}
                    >
                      <Trans>Add credits</Trans>
                    </Button>
                  ) : undefined
                }
                label={label}
                icon={
                  product === 'credits' ? (
                    <IconLock size={18} aria-hidden />
                  ) : card ? (
                    <IconCreditCard size={18} aria-hidden />
                  ) : (
                    <IconCrown size={18} aria-hidden />
                  )
                }
                refusal={refusal?.message ?? null}
                busy={flow.busy}
                loading={add.isPending}
                onRefused={() => form.validate()}
              />
              {product === 'credits' && (
                <Text size="xs" c="dimmed" ta="center">
                  <Trans>Card payments are handled by our payment provider; Khabar never sees your card.</Trans>
                </Text>
              )}
            </Stack>
          </FormPanel>
        </Stack>
      </Container>
    </>
  );
}
