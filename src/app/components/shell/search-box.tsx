import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { searchTermSchema } from '#shared/schemas/news.ts';

/**
 * The toolbar search: a plain text search that opens the search results page. A term longer
 * than the API takes is refused here, in words, before anything is sent.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const { t } = useLingui();
  const [q, setQ] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The API's own limit, in the shared schema's words; a blank term searches nothing.
    const checked = q.trim() ? searchTermSchema.safeParse(q) : null;
    setProblem(checked?.error?.issues[0]?.message ?? null);
    if (checked?.success) void navigate({ to: '/pages/news/search', search: { q: checked.data } });
  };
  return (
    <form role="search" onSubmit={submit} style={{ flex: 1, maxWidth: 420, position: 'relative' }}>
      <TextInput
        value={q}
        onChange={(e) => {
          setQ(e.currentTarget.value);
          setProblem(null);
        }}
        placeholder={t`Search news`}
        aria-label={t`Search news`}
        type="search"
        radius="xl"
        leftSection={<IconSearch size={16} aria-hidden />}
        error={problem}
        // Below the toolbar, over the page, rather than growing the toolbar.
        styles={{
          error: {
            position: 'absolute',
            top: 'calc(100% + 6px)',
            insetInline: 0,
            padding: '6px 10px',
            borderRadius: 'var(--mantine-radius-md)',
            background: 'var(--mantine-color-body)',
            boxShadow: 'var(--mantine-shadow-md)',
          },
        }}
      />
    </form>
  );
}
