import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Button, Collapse, Group, Select, Stack, TagsInput, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { SEARCH_LIMITS } from '#shared/constants.ts';
import type { SearchAddress } from '#shared/schemas/addresses.ts';
import type { Facet } from '#shared/schemas/news.ts';
import {
  buildAdvancedParams,
  parseGroup,
  searchProblem,
  type SearchField,
  type SearchProblem,
  type SearchRequest,
} from '#app/features/search/choose-search.ts';

const ERROR_ID = 'search-form-error';

type Props = {
  current: SearchAddress;
  /** What in `current` the API would refuse: shown on its field. */
  problem: SearchProblem | null;
  sources: Facet[];
  onSearch: (r: SearchRequest) => void;
};

export function SearchForms({ current, problem, sources, onSearch }: Props) {
  const [q, setQ] = useState(current.q ?? '');
  const [source, setSource] = useState<string | null>(current.source ?? null);
  const [primary, setPrimary] = useState(current.primary ?? '');
  const [group, setGroup] = useState<string[]>(parseGroup(current.group));
  const [advanced, adv] = useDisclosure(Boolean(current.primary || current.group));
  // A search over the API's limits is refused here, before it is sent: the field at fault is
  // marked and the reason said below the form (one from the address is said by the page).
  const [error, setError] = useState<(SearchProblem & { said: boolean }) | null>(
    problem && { ...problem, said: false },
  );
  const invalid = (field: SearchField) => error?.field === field;
  const edited = (field: SearchField) => {
    if (error?.field === field) setError(null);
  };
  const submit = (request: SearchRequest) => {
    const found = searchProblem(request);
    setError(found && { ...found, said: true });
    if (!found) onSearch(request);
  };
  const said = (fields: SearchField[]) =>
    error?.said && fields.includes(error.field) ? (
      <Text c="red.8" size="sm" role="alert" id={ERROR_ID} style={{ overflowWrap: 'anywhere' }}>
        {error.message}
      </Text>
    ) : null;
  const describe = (field: SearchField) => (error?.said && error.field === field ? ERROR_ID : undefined);
  const submitBasic = (e: FormEvent) => {
    e.preventDefault();
    submit({ q: q.trim() || undefined, source: source ?? undefined });
  };
  const submitAdvanced = (e: FormEvent) => {
    e.preventDefault();
    if (primary.trim()) submit(buildAdvancedParams(primary, group));
  };

  return (
    <Stack gap="xs">
      <form onSubmit={submitBasic} role="search" aria-label="Search news">
        <Group align="end" gap="xs" wrap="wrap">
          <TextInput
            label="Search term"
            placeholder='e.g. monsoon, "Reserve Bank", cricket -IPL'
            value={q}
            onChange={(e) => {
              setQ(e.currentTarget.value);
              edited('q');
            }}
            error={invalid('q')}
            aria-describedby={describe('q')}
            style={{ flex: '1 1 220px', minWidth: 0 }}
          />
          <Select
            label="Source"
            placeholder="Any source"
            data={sources.map((s) => s.name)}
            value={source}
            onChange={(v) => {
              setSource(v);
              edited('source');
            }}
            error={invalid('source')}
            aria-describedby={describe('source')}
            clearable
            searchable
            style={{ flex: '1 1 180px' }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            Search
          </Button>
        </Group>
        {said(['q', 'source'])}
      </form>
      <UnstyledButton
        onClick={adv.toggle}
        aria-expanded={advanced}
        fz="sm"
        c="var(--mantine-color-anchor)"
        w="fit-content"
      >
        <IconAdjustmentsHorizontal size={16} style={{ verticalAlign: -3, marginRight: 4 }} aria-hidden />
        Advanced search
      </UnstyledButton>
      <Collapse expanded={advanced}>
        <form onSubmit={submitAdvanced} aria-label="Advanced search">
          <Group align="end" gap="xs" wrap="wrap">
            <TextInput
              label="Must contain"
              required
              value={primary}
              onChange={(e) => {
                setPrimary(e.currentTarget.value);
                edited('primary');
              }}
              error={invalid('primary')}
              aria-describedby={describe('primary')}
              style={{ flex: '1 1 200px', minWidth: 0 }}
            />
            <TagsInput
              label="And any of"
              placeholder="Type a term, press Enter"
              value={group}
              onChange={(v) => {
                setGroup(v);
                edited('group');
              }}
              error={invalid('group')}
              aria-describedby={describe('group')}
              maxTags={SEARCH_LIMITS.maxGroupTerms}
              splitChars={[',']}
              style={{ flex: '2 1 260px' }}
            />
            <Button type="submit" variant="light">
              Search
            </Button>
          </Group>
          {said(['primary', 'group'])}
        </form>
      </Collapse>
    </Stack>
  );
}
