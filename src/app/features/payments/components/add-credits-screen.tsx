import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountUser } from '#shared/schemas/user.ts';
import { formatCredits } from '#app/lib/format.ts';
import { CreditsLine } from './balances';
import { PurchaseForm } from './purchase-form';

/** Add credits: the purchase form for credits, by card, under the balance it adds to. */
export function AddCreditsScreen({ user, balance }: { user: AccountUser; balance: number }) {
  const { t } = useLingui();
  const held = formatCredits(balance);
  return (
    <PurchaseForm
      product="credits"
      user={user}
      credits={balance}
      remainingDays={0}
      title={t`Add credits`}
      intro={t`1 credit = ₹ 1. Credits pay for membership days (5 credits a day).`}
      holdingsView={
        <CreditsLine gap="xs">
          <Trans>
            Current balance: <strong data-testid="credit-balance">{held}</strong>
          </Trans>
        </CreditsLine>
      }
    />
  );
}
