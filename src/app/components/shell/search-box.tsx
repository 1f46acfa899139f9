import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { searchTermSchema } from '#shared/schemas/news.ts';
import { readerText } from '#app/lib/reader-messages.ts';

/**
 * The toolbar search: a plain text search that opens the search results page. It is checked as
 * it is typed with the shared schema the API parses the term with (as the search page's box is):
 * a term the API would refuse says why under the box, in the interface's language, and Enter
 * sends nothing. A blank box is the box at rest: nothing to say, nothing to send.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const { t } = useLingui();
  const [q, setQ] = useState('');
  const checked = q.trim() ? searchTermSchema.safeParse(q) : null;
  const issue = checked?.error?.issues[0]?.message;
  const problem = issue ? readerText(issue) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (checked?.success) void navigate({ to: '/pages/news/search', search: { q: checked.data } });
  };
  return (
    <form role="search" onSubmit={submit} style={{ flex: 1, maxWidth: 420, position: 'relative' }}>
      <TextInput
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
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
