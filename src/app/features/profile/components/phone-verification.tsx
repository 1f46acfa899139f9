import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/PinInput.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, PinInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconDeviceMobileMessage } from '@tabler/icons-react';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { readerMessage } from '#app/lib/reader-messages.ts';
import { OTP } from '#shared/schemas/otp.ts';
import { INDIA_DIAL, phoneFormSchema, typedPhoneToE164, type PhoneForm } from '#shared/schemas/phone.ts';
import type { AccountUser } from '#shared/schemas/user.ts';
import { toast } from '#app/lib/toast.ts';
import { useSendOtp } from '#app/features/profile/api/send-otp.ts';
import { useVerifyOtp } from '#app/features/profile/api/verify-otp.ts';
import { DIAL_CODES, splitE164 } from '#app/features/profile/phone.ts';
import { codeSentText, sendCodeReason } from '#app/features/profile/profile-messages.ts';

/**
 * Phone verification: send a code by SMS, then check it. The number is taken as people type it
 * ('+91 98765 43210', '098765-43210', '9876543210'), checked by the shared schema as it is typed
 * (the reason under the field; Send code waits for a number it can send to), and sent as E.164.
 * Codes have 6 digits, so the check runs once the sixth digit is typed.
 */
export function PhoneVerification({ user }: { user: AccountUser }) {
  const stored = splitE164(user.phone?.e164Number);
  const { t, i18n } = useLingui();
  const digits = OTP.digits;
  const verifiedNumber = user.phone?.internationalNumber;
  const dialCodes = DIAL_CODES.map((d) => ({ value: d.value, label: i18n._(d.label) }));
  const form = useForm<PhoneForm>({
    initialValues: { dial: stored.dial, number: stored.national },
    validate: schemaResolver(phoneFormSchema, { sync: true }),
    validateInputOnChange: true,
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const send = useSendOtp();
  const verify = useVerifyOtp(user.username);
  const valid = phoneFormSchema.safeParse(form.values).success;
  const phone = valid ? typedPhoneToE164(form.values.dial, form.values.number) : null;
  const verified = user.phone?.phoneVerified === true && user.phone.e164Number === phone;

  const sendCode = form.onSubmit(({ dial, number }) => {
    const to = typedPhoneToE164(dial, number);
    if (!to) return;
    send.mutate(to, {
      onSuccess: (r) => {
        setSentTo(to);
        setCode('');
        toast(codeSentText(r.message), 'success');
      },
      onError: (e) => toast(readerMessage('otpSendError'), 'error', sendCodeReason(e)),
    });
  });
  const onCode = (value: string) => {
    setCode(value);
    if (value.length < OTP.digits || verify.isPending) return;
    verify.mutate(value, {
      onSuccess: (ok) => {
        if (!ok) return toast(readerMessage('otpInvalid'), 'error');
        toast(readerMessage('otpVerified'), 'success');
        setSentTo(null);
      },
      onError: () => toast(readerMessage('otpVerifyError'), 'error'),
    });
  };

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap={8}>
            <IconDeviceMobileMessage size={20} aria-hidden />
            <Title order={2} fz="lg">
              <Trans>Phone</Trans>
            </Title>
          </Group>
          {user.phone?.phoneVerified && (
            <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} />}>
              <Trans>Verified {verifiedNumber}</Trans>
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>We send a {digits}-digit code by SMS to confirm the number is yours.</Trans>
        </Text>
        <form onSubmit={sendCode} noValidate aria-label={t`Phone verification`}>
          <Group align="flex-start" gap="xs" wrap="wrap">
            <Select
              label={t`Country`}
              data={dialCodes}
              allowDeselect={false}
              w={170}
              {...form.getInputProps('dial')}
              onChange={(v) => form.setFieldValue('dial', v ?? INDIA_DIAL)}
            />
            <TextInput
              label={t`Phone number`}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              description={t`e.g. 98765 43210 or +91 98765 43210`}
              style={{ flex: 1, minWidth: 160 }}
              {...form.getInputProps('number')}
            />
            <Button type="submit" mt={25} loading={send.isPending} disabled={verified || !valid}>
              {verified ? t`Verified` : t`Send code`}
            </Button>
          </Group>
        </form>
        {sentTo && (
          <Stack gap={6}>
            <Text size="sm" id="otp-label">
              <Trans>Enter the code sent to {sentTo}</Trans>
            </Text>
            <PinInput
              length={OTP.digits}
              type="number"
              oneTimeCode
              value={code}
              onChange={onCode}
              disabled={verify.isPending}
              aria-labelledby="otp-label"
              getInputProps={(i) => {
                const n = i + 1;
                return { 'aria-label': t`Code digit ${n}` };
              }}
            />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
