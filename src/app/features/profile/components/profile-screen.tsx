import '@mantine/core/styles/Grid.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Grid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { useUser } from '#app/features/profile/api/get-user.ts';
import { Album } from './album';
import { PhoneVerification } from './phone-verification';
import { ProfileForm } from './profile-form';
import { ProfilePhoto } from './profile-photo';

type Props = { username: string; dangerZone?: ReactNode };

/** Profile: breadcrumb, the form, photos, phone verification, deletion. */
export function ProfileScreen({ username, dangerZone }: Props) {
  const user = useUser(username);
  const data = user.data;
  const { t } = useLingui();
  return (
    <Container size="lg" py="xl">
      <Breadcrumb current={t`Profile`} />
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="lg">
        <Trans>Account settings</Trans>
      </Title>
      {data && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <ProfilePhoto user={data} />
              <PhoneVerification user={data} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <ProfileForm user={data} />
              <Album user={data} />
              {dangerZone}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
