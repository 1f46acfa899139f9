import { useLingui } from '@lingui/react/macro';
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { APP_NAME } from '#shared/constants.ts';

/** The brand link home; it also closes the side drawer. */
export function LogoLink({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useLingui();
  return (
    <Link to="/" onClick={onNavigate} aria-label={t`Khabar home`} style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={32} radius="md" variant="filled" aria-hidden>
          <IconNews size={20} />
        </ThemeIcon>
        <Text fw={800} fz={22} ff="heading" lh={1}>
          {APP_NAME}
        </Text>
      </Group>
    </Link>
  );
}
