import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Collapse, Group, Select, Stack, TagsInput, TextInput, UnstyledButton } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { SEARCH_LIMITS } from '#shared/constants.ts';
import type { SearchAddress } from '#shared/schemas/addresses.ts';
import type { Facet } from '#shared/schemas/news.ts';
import { readerErrors } from '#app/lib/reader-messages.ts';
import { searchText } from '#app/features/search/search-messages.ts';
import {
  buildAdvancedParams,
  parseGroup,
  searchFormProblem,
  type SearchField,
  type SearchProblem,
  type SearchRequest,
} from '#app/features/search/choose-search.ts';

type Props = {
  current: SearchAddress;
  /** What in `current` the API would refuse: its field is marked (the page says why). */
  problem: SearchProblem | null;
  sources: Facet[];
  onSearch: (r: SearchRequest) => void;
};

type BasicValues = { q: string; source: string | null };
type AdvancedValues = { primary: string; group: string[] };

const basicRequest = (v: BasicValues): SearchRequest => ({ q: v.q.trim() || undefined, source: v.source ?? undefined });
const advancedRequest = (v: AdvancedValues): SearchRequest => buildAdvancedParams(v.primary, v.group);

/** The form's errors: the reason on the field at fault, in the shared schemas' words. */
const errorsOf = (problem: SearchProblem | null): FormErrors => (problem ? { [problem.field]: problem.message } : {});

/** The address's problem marks its field in the form that has it; the page's panel says why. */
const marked = (problem: SearchProblem | null, fields: SearchField[]): FormErrors =>
  problem && fields.includes(problem.field) ? { [problem.field]: true } : {};

/**
 * The search box and the advanced search. Each is checked as it is typed with the shared
 * schemas the API parses searches with (chooseSearch): the reason under the field at fault, and
 * its Search button live only for a search the API takes.
 */
export function SearchForms({ current, problem, sources, onSearch }: Props) {
  const { t } = useLingui();
  const basic = useForm<BasicValues>({
    initialValues: { q: current.q ?? '', source: current.source ?? null },
    initialErrors: marked(problem, ['q', 'source']),
    validate: readerErrors((v: BasicValues) => errorsOf(searchFormProblem(basicRequest(v), 'q')), searchText),
    validateInputOnChange: true,
  });
  const advancedForm = useForm<AdvancedValues>({
    initialValues: { primary: current.primary ?? '', group: parseGroup(current.group) },
    initialErrors: marked(problem, ['primary', 'group']),
    validate: readerErrors(
      (v: AdvancedValues) => errorsOf(searchFormProblem(advancedRequest(v), 'primary')),
      searchText,
    ),
    validateInputOnChange: true,
  });
  const [advanced, adv] = useDisclosure(Boolean(current.primary || current.group));

  return (
    <Stack gap="xs">
      <form
        onSubmit={basic.onSubmit((v) => onSearch(basicRequest(v)))}
        noValidate
        role="search"
        aria-label={t`Search news`}
      >
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            label={t`Search term`}
            placeholder={t`e.g. monsoon, "Reserve Bank", cricket -IPL`}
            {...basic.getInputProps('q')}
            style={{ flex: '1 1 220px', minWidth: 0 }}
            styles={{ error: { overflowWrap: 'anywhere' } }}
          />
          <Select
            label={t`Source`}
            placeholder={t`Any source`}
            data={sources.map((s) => s.name)}
            {...basic.getInputProps('source')}
            clearable
            searchable
            style={{ flex: '1 1 180px' }}
          />
          <Button type="submit" mt={25} leftSection={<IconSearch size={16} />} disabled={!basic.isValid()}>
            <Trans>Search</Trans>
          </Button>
        </Group>
      </form>
      <UnstyledButton
        onClick={adv.toggle}
        aria-expanded={advanced}
        fz="sm"
        c="var(--mantine-color-anchor)"
        w="fit-content"
      >
        <IconAdjustmentsHorizontal size={16} style={{ verticalAlign: -3, marginRight: 4 }} aria-hidden />
        <Trans>Advanced search</Trans>
      </UnstyledButton>
      <Collapse expanded={advanced}>
        <form
          onSubmit={advancedForm.onSubmit((v) => onSearch(advancedRequest(v)))}
          noValidate
          aria-label={t`Advanced search`}
        >
          <Group align="flex-start" gap="xs" wrap="wrap">
            <TextInput
              label={t`Must contain`}
              required
              {...advancedForm.getInputProps('primary')}
              style={{ flex: '1 1 200px', minWidth: 0 }}
              styles={{ error: { overflowWrap: 'anywhere' } }}
            />
            <TagsInput
              label={t`And any of`}
              placeholder={t`Type a term, press Enter`}
              {...advancedForm.getInputProps('group')}
              maxTags={SEARCH_LIMITS.maxGroupTerms}
              splitChars={[',']}
              style={{ flex: '2 1 260px' }}
              styles={{ error: { overflowWrap: 'anywhere' } }}
            />
            <Button type="submit" mt={25} variant="light" disabled={!advancedForm.isValid()}>
              <Trans>Search</Trans>
            </Button>
          </Group>
        </form>
      </Collapse>
    </Stack>
  );
}
