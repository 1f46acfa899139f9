import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';

/** The toolbar search: a plain text search that opens the search results page. */
export function SearchBox() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const term = q.trim();
    if (!term) return;
    void navigate({ to: '/pages/news/search', search: { q: term } });
  };
  return (
    <form role="search" onSubmit={submit} style={{ flex: 1, maxWidth: 420 }}>
      <TextInput
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        placeholder="Search news"
        aria-label="Search news"
        type="search"
        radius="xl"
        leftSection={<IconSearch size={16} aria-hidden />}
      />
    </form>
  );
}
