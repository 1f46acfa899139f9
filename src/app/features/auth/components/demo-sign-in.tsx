import '@mantine/core/styles/Avatar.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Button, Divider, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconArrowRight, IconFlask } from '@tabler/icons-react';
import { demoTokenRequestSchema, type DemoAccount, type DemoTokenRequest } from '#shared/schemas/auth.ts';
import { readerErrors } from '#app/lib/reader-messages.ts';
import classes from './demo-sign-in.module.css';

type Props = { accounts: DemoAccount[]; disabled: boolean; onSignIn: (account: DemoTokenRequest) => void };

/** The built-in demo identity provider: pick a listed account or type a name and e-mail. */
export function DemoSignIn({ accounts, disabled, onSignIn }: Props) {
  const { t } = useLingui();
  const form = useForm<DemoTokenRequest>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '' },
    validate: readerErrors(schemaResolver(demoTokenRequestSchema, { sync: true })),
  });
  return (
    <Stack gap="sm" role="group" aria-labelledby="demo-heading">
      <Group gap={6}>
        <IconFlask size={16} aria-hidden />
        <Text id="demo-heading" fw={600} size="sm">
          <Trans>Demo sign-in</Trans>
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        <Trans>This server runs without Google or Facebook. Pick a demo account to look around.</Trans>
      </Text>
      <Stack gap={6}>
        {accounts.map((a) => (
          <UnstyledButton
            key={a.email}
            className={classes.account}
            disabled={disabled}
            onClick={() => onSignIn(a)}
            aria-label={t`Sign in as ${a.name}`}
          >
            <Group gap="sm" wrap="nowrap">
              <Avatar name={a.name} color="indigo.9" variant="filled" size={36} />
              <div style={{ minWidth: 0, flex: 1 }}>
                <Text size="sm" fw={600} truncate="end">
                  {a.name}
                </Text>
                <Text size="xs" c="dimmed" truncate="end">
                  {a.email}
                </Text>
              </div>
              <IconArrowRight size={16} aria-hidden />
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
      <Divider label={t`or as someone new`} labelPosition="center" />
      <form onSubmit={form.onSubmit((v) => onSignIn(demoTokenRequestSchema.parse(v)))} noValidate>
        <Stack gap="xs">
          <TextInput label={t`Name`} autoComplete="name" key={form.key('name')} {...form.getInputProps('name')} />
          <TextInput
            label={t`E-mail`}
            type="email"
            autoComplete="email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" variant="light" disabled={disabled}>
            <Trans>Sign in with demo account</Trans>
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
