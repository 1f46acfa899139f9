import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useHideChrome } from '#app/components/shell/chrome.ts';

/**
 * The wait screen while a payment is in progress: it takes the whole screen (the toolbar and
 * footer hide) so nothing can navigate away between the card payment and its confirmation.
 */
export function PaymentWait({ step }: { step: 'ordering' | 'paying' | 'confirming' }) {
  useHideChrome();
  const text = {
    ordering: 'Preparing your order…',
    paying: 'Complete the payment in the payment window.',
    confirming: 'Confirming your payment…',
  }[step];
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center" role="status" aria-live="polite">
        <Loader size="lg" aria-hidden />
        <Title order={1} fz={24}>
          Payment in progress
        </Title>
        <Text>{text}</Text>
        <Text c="dimmed" size="sm">
          Please do not close or refresh this page.
        </Text>
      </Stack>
    </Center>
  );
}
