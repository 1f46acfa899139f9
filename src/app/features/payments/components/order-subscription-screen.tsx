import { useLingui } from '@lingui/react/macro';
import { MEMBERSHIP } from '#shared/constants.ts';
import type { AccountUser } from '#shared/schemas/user.ts';
import { Balances } from './balances';
import { PurchaseForm } from './purchase-form';

type Props = { user: AccountUser; credits: number; remainingDays: number };

/** Buy membership days with credits (5 a day) or by card, within the 10–180 day rules: the purchase form for days. */
const { creditsPerDay, minDays, maxDays } = MEMBERSHIP;

export function OrderSubscriptionScreen({ user, credits, remainingDays }: Props) {
  const { t } = useLingui();
  return (
    <PurchaseForm
      product="days"
      user={user}
      credits={credits}
      remainingDays={remainingDays}
      title={t`Buy membership`}
      intro={t`A membership costs ${creditsPerDay} credits a day, for ${minDays} to ${maxDays} days. A new membership starts when the current one ends.`}
      holdingsView={<Balances credits={credits} days={remainingDays} />}
    />
  );
}
