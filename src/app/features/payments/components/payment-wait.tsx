import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useHideChrome } from '#app/components/shell/chrome.ts';

/**
 * The wait screen while a payment is in progress: it takes the whole screen (the toolbar and
 * footer hide) so nothing can navigate away between the card payment and its confirmation.
 */
export function PaymentWait({ step }: { step: 'ordering' | 'paying' | 'confirming' }) {
  useHideChrome();
  const { t } = useLingui();
  const text = {
    ordering: t`Preparing your order…`,
    paying: t`Complete the payment in the payment window.`,
    confirming: t`Confirming your payment…`,
  }[step];
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center" role="status" aria-live="polite">
        <Loader size="lg" aria-hidden />
        <Title order={1} fz={24}>
          <Trans>Payment in progress</Trans>
        </Title>
        <Text>{text}</Text>
        <Text c="dimmed" size="sm">
          <Trans>Please do not close or refresh this page.</Trans>
        </Text>
      </Stack>
    </Center>
  );
}
