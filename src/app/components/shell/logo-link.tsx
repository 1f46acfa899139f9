import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** The brand link home; it also closes the side drawer. */
export function LogoLink({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Link to="/" onClick={onNavigate} aria-label="Khabar home" style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={32} radius="md" variant="filled" aria-hidden>
          <IconNews size={20} />
        </ThemeIcon>
        <Text fw={800} fz={22} ff="heading" lh={1}>
          Khabar
        </Text>
      </Group>
    </Link>
  );
}
