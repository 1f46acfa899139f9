import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/PinInput.css';
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

/**
 * Phone verification: send a code by SMS, then check it. The number is taken as people type it
 * ('+91 98765 43210', '098765-43210', '9876543210'), checked by the shared schema as it is typed
 * (the reason under the field; Send code waits for a number it can send to), and sent as E.164.
 * Codes have 6 digits, so the check runs once the sixth digit is typed.
 */
export function PhoneVerification({ user }: { user: AccountUser }) {
  const stored = splitE164(user.phone?.e164Number);
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
        toast(r.message || readerMessage('otpSent'), 'success');
      },
      onError: () => toast(readerMessage('otpSendError'), 'error'),
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
              Phone
            </Title>
          </Group>
          {user.phone?.phoneVerified && (
            <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} />}>
              Verified {user.phone.internationalNumber}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          We send a {OTP.digits}-digit code by SMS to confirm the number is yours.
        </Text>
        <form onSubmit={sendCode} noValidate aria-label="Phone verification">
          <Group align="flex-start" gap="xs" wrap="wrap">
            <Select
              label="Country"
              data={[...DIAL_CODES]}
              allowDeselect={false}
              w={170}
              {...form.getInputProps('dial')}
              onChange={(v) => form.setFieldValue('dial', v ?? INDIA_DIAL)}
            />
            <TextInput
              label="Phone number"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              description="e.g. 98765 43210 or +91 98765 43210"
              style={{ flex: 1, minWidth: 160 }}
              {...form.getInputProps('number')}
            />
            <Button type="submit" mt={25} loading={send.isPending} disabled={verified || !valid}>
              {verified ? 'Verified' : 'Send code'}
            </Button>
          </Group>
        </form>
        {sentTo && (
          <Stack gap={6}>
            <Text size="sm" id="otp-label">
              Enter the code sent to {sentTo}
            </Text>
            <PinInput
              length={OTP.digits}
              type="number"
              oneTimeCode
              value={code}
              onChange={onCode}
              disabled={verify.isPending}
              aria-labelledby="otp-label"
              getInputProps={(i) => ({ 'aria-label': `Code digit ${i + 1}` })}
            />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
