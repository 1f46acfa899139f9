import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { CATEGORIES } from '#shared/constants.ts';
import { readerMessage } from '#app/lib/reader-messages.ts';
import { userUpdateSchema, type AccountUser } from '#shared/schemas/user.ts';
import { toast } from '#app/lib/toast.ts';
import { categoryName } from '#app/lib/category-names.ts';
import { useUpdateUser } from '#app/features/profile/api/update-user.ts';
import { toFormValues, toUserModel, type ProfileValues } from '#app/features/profile/form-values.ts';
import { FormPanel } from '#app/components/form-panel.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The editable user fields, validated by the shared schema the server uses too. */
export function ProfileForm({ user }: { user: AccountUser }) {
  const update = useUpdateUser();
  const { t, i18n } = useLingui();
  const form = useForm<ProfileValues>({
    initialValues: toFormValues(user),
    validate: schemaResolver(userUpdateSchema, { sync: true }),
    // The reason shows under a field as it is typed; Save waits for a change the schema takes.
    validateInputOnChange: true,
  });
  const changed = form.isDirty();
  const valid = form.isValid();
  // A reload after saving (or after the shell refresh) resets the form to the stored user.
  useEffect(() => {
    if (!form.isDirty()) form.setValues(toFormValues(user));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the stored user changes
  }, [user]);

  const save = form.onSubmit((values) =>
    update.mutate(
      { userModel: toUserModel(values) },
      {
        onSuccess: (saved) => {
          form.setInitialValues(toFormValues(saved));
          form.setValues(toFormValues(saved));
          toast(readerMessage('profileSaved'), 'success');
        },
        onError: () => toast(readerMessage('profileSaveFailed'), 'error'),
      },
    ),
  );
  const text = (name: keyof ProfileValues, label: string, placeholder?: string) => (
    <TextInput label={label} placeholder={placeholder} {...form.getInputProps(name)} />
  );

  return (
    <FormPanel onSubmit={save} label={t`Profile`}>
      <Stack gap="xl">
        <Section title={t`About you`}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('firstName', t`First name`)}
            {text('lastName', t`Last name`)}
            <TextInput
              label={t`Username`}
              value={user.username}
              readOnly
              variant="filled"
              description={t`Cannot be changed`}
            />
            <TextInput
              label={t`E-mail`}
              value={user.email}
              readOnly
              variant="filled"
              description={t`From your sign-in provider`}
            />
          </SimpleGrid>
          <Textarea label={t`About me`} autosize minRows={3} maxRows={8} {...form.getInputProps('aboutMe')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t`Favourite category`}
              data={CATEGORIES.map((c) => ({ value: c, label: categoryName(i18n, c) }))}
              clearable
              {...form.getInputProps('baseCategory')}
              value={form.values.baseCategory || null}
              onChange={(v) => form.setFieldValue('baseCategory', v ?? '')}
            />
            {text('subCategory', t`Topics within it`, t`e.g. cricket, start-ups`)}
          </SimpleGrid>
        </Section>
        <Section title={t`Background`}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('qualification', t`Qualification`)}
            {text('skills', t`Skills`)}
            {text('workExperience', t`Work experience`)}
            {text('hobbies', t`Hobbies`)}
            {text('locations', t`Locations`, t`e.g. Kolkata, Pune`)}
          </SimpleGrid>
        </Section>
        <Section title={t`Links`}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('linkedinProfileLink', t`LinkedIn profile`, 'https://www.linkedin.com/in/…')}
            {text('facebookProfileLink', t`Facebook profile`, 'https://www.facebook.com/…')}
            {text('twitterProfileLink', t`X (Twitter) profile`, 'https://x.com/…')}
            {text('personalWebsiteLink', t`Personal website`, 'https://…')}
          </SimpleGrid>
        </Section>
        <Section title={t`Public profile`}>
          <Switch
            label={t`Publish my profile`}
            description={t`Let other readers find your profile. Your e-mail and phone are never shown.`}
            {...form.getInputProps('publish', { type: 'checkbox' })}
          />
          <Textarea
            label={t`Important announcement`}
            description={t`Shown at the top of your public profile`}
            autosize
            minRows={2}
            {...form.getInputProps('importantAnnouncement')}
          />
          <Textarea label={t`Notice`} autosize minRows={2} {...form.getInputProps('notice')} />
        </Section>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            <Trans>Text fields hold at most 100 characters; about me and notices up to 5000.</Trans>
          </Text>
          <Group>
            <Button variant="default" onClick={form.reset} disabled={!changed || update.isPending}>
              <Trans>Discard changes</Trans>
            </Button>
            <Button
              type="submit"
              loading={update.isPending}
              disabled={!changed || !valid}
              leftSection={<IconDeviceFloppy size={16} />}
            >
              <Trans>Save profile</Trans>
            </Button>
          </Group>
        </Group>
      </Stack>
    </FormPanel>
  );
}
