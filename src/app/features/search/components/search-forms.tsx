import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Button, Collapse, Group, Select, Stack, TagsInput, TextInput, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { SEARCH_LIMITS } from '#shared/constants.ts';
import type { Facet } from '#shared/schemas/news.ts';
import { buildAdvancedParams, parseGroup, type SearchRequest } from '#app/features/search/choose-search.ts';
import type { SearchParams } from '#app/features/search/search-params.ts';

type Props = { current: SearchParams; sources: Facet[]; onSearch: (r: SearchRequest) => void };

export function SearchForms({ current, sources, onSearch }: Props) {
  const [q, setQ] = useState(current.q ?? '');
  const [source, setSource] = useState<string | null>(current.source ?? null);
  const [primary, setPrimary] = useState(current.primary ?? '');
  const [group, setGroup] = useState<string[]>(parseGroup(current.group));
  const [advanced, adv] = useDisclosure(Boolean(current.primary || current.group));

  const submitBasic = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ q: q.trim() || undefined, source: source ?? undefined });
  };
  const submitAdvanced = (e: FormEvent) => {
    e.preventDefault();
    if (primary.trim()) onSearch(buildAdvancedParams(primary, group));
  };

  return (
    <Stack gap="xs">
      <form onSubmit={submitBasic} role="search" aria-label="Search news">
        <Group align="end" gap="xs" wrap="wrap">
          <TextInput label="Search term" placeholder='e.g. monsoon, "Reserve Bank", cricket -IPL' value={q}
            onChange={(e) => setQ(e.currentTarget.value)} maxLength={SEARCH_LIMITS.maxQueryLength} style={{ flex: '1 1 220px' }} />
          <Select label="Source" placeholder="Any source" data={sources.map((s) => s.name)} value={source}
            onChange={setSource} clearable searchable style={{ flex: '1 1 180px' }} />
          <Button type="submit" leftSection={<IconSearch size={16} />}>Search</Button>
        </Group>
      </form>
      <UnstyledButton onClick={adv.toggle} aria-expanded={advanced} fz="sm" c="var(--mantine-color-anchor)" w="fit-content">
        <IconAdjustmentsHorizontal size={16} style={{ verticalAlign: -3, marginRight: 4 }} aria-hidden />
        Advanced search
      </UnstyledButton>
      <Collapse expanded={advanced}>
        <form onSubmit={submitAdvanced} aria-label="Advanced search">
          <Group align="end" gap="xs" wrap="wrap">
            <TextInput label="Must contain" required value={primary} onChange={(e) => setPrimary(e.currentTarget.value)}
              maxLength={SEARCH_LIMITS.maxTermLength} style={{ flex: '1 1 200px' }} />
            <TagsInput label="And any of" placeholder="Type a term, press Enter" value={group} onChange={setGroup}
              maxTags={SEARCH_LIMITS.maxGroupTerms} splitChars={[',']} style={{ flex: '2 1 260px' }} />
            <Button type="submit" variant="light">Search</Button>
          </Group>
        </form>
      </Collapse>
    </Stack>
  );
}
