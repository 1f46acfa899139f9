import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/PinInput.css';
import { Badge, Button, Group, Paper, PinInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconDeviceMobileMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { readerMessage } from '#app/lib/reader-messages.ts';
import { OTP } from '#shared/schemas/otp.ts';
import type { AccountUser } from '#shared/schemas/user.ts';
import { toast } from '#app/lib/toast.ts';
import { useSendOtp } from '#app/features/profile/api/send-otp.ts';
import { useVerifyOtp } from '#app/features/profile/api/verify-otp.ts';
import { DIAL_CODES, phoneError, splitE164, toE164 } from '#app/features/profile/phone.ts';

/**
 * Phone verification: send a code by SMS, then check it. Codes have 6 digits, so the check
 * runs once the sixth digit is typed.
 */
export function PhoneVerification({ user }: { user: AccountUser }) {
  const stored = splitE164(user.phone?.e164Number);
  const [dial, setDial] = useState(stored.dial);
  const [national, setNational] = useState(stored.national);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const send = useSendOtp();
  const verify = useVerifyOtp(user.username);
  const verified = user.phone?.phoneVerified === true && user.phone.e164Number === toE164(dial, national);

  const sendCode = () => {
    const problem = phoneError(dial, national);
    setError(problem);
    if (problem) return;
    const phone = toE164(dial, national);
    send.mutate(phone, {
      onSuccess: (r) => {
        setSentTo(phone);
        setCode('');
        toast(r.message || readerMessage('otpSent'), 'success');
      },
      onError: () => toast(readerMessage('otpSendError'), 'error'),
    });
  };
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
        <Group align="flex-start" gap="xs" wrap="wrap">
          <Select
            label="Country"
            data={[...DIAL_CODES]}
            value={dial}
            onChange={(v) => setDial(v ?? '+91')}
            allowDeselect={false}
            w={170}
          />
          <TextInput
            label="Phone number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            value={national}
            onChange={(e) => {
              setNational(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            style={{ flex: 1, minWidth: 160 }}
          />
          <Button mt={25} onClick={sendCode} loading={send.isPending} disabled={verified}>
            {verified ? 'Verified' : 'Send code'}
          </Button>
        </Group>
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
