import '@mantine/core/styles/Accordion.css';
import { Accordion, Alert, Group, Loader, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { AI_KINDS, type AiKind } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { HrefLink } from '#app/components/href-link.tsx';
import { useAiAnswer } from '#app/features/article/api/get-ai-answer.ts';

const LABELS: Record<AiKind, string> = {
  bias: 'Bias',
  sentiment: 'Sentiment',
  missing: 'Missing angles',
  explain: 'Explain like I am 15',
};

function Answer({ url, kind }: { url: string; kind: AiKind }) {
  const q = useAiAnswer(url, kind, true);
  if (q.isPending) {
    return (
      <Group gap="xs" aria-live="polite">
        <Loader size="xs" /> <Text size="sm">Thinking…</Text>
      </Group>
    );
  }
  if (q.isError) return <Text size="sm" c="red">{MESSAGES.aiFailed}</Text>;
  const text = q.data || (kind === 'explain' ? MESSAGES.explainEmpty : MESSAGES.aiFailed);
  return <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{text}</Text>;
}

/** 'Ask AI About This Article': four panels, each fetched once when first opened (members). */
export function AiPanels({ url, member }: { url: string; member: boolean }) {
  const [opened, setOpened] = useState<string[]>([]);
  return (
    <section aria-labelledby="ask-ai">
      <Group gap="xs" mb="xs">
        <ThemeIcon variant="light" size="md" aria-hidden><IconSparkles size={16} /></ThemeIcon>
        <Title order={2} size="h4" id="ask-ai">Ask AI About This Article</Title>
      </Group>
      {!member && (
        <Alert variant="light" color="yellow" icon={<IconLock size={18} />} mb="sm" title={MESSAGES.membershipRequired}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          <Text size="sm">
            AI analysis is for members.{' '}
            <HrefLink href="/secure/subscription" fw={600}>Upgrade now</HrefLink>
          </Text>
        </Alert>
      )}
      <Accordion multiple variant="separated" value={opened} onChange={setOpened}>
        {AI_KINDS.map((kind) => (
          <Accordion.Item key={kind} value={kind}>
            <Accordion.Control disabled={!member} icon={!member ? <IconLock size={16} aria-label="Locked" /> : undefined}>
              {LABELS[kind]}
            </Accordion.Control>
            <Accordion.Panel>
              {member && opened.includes(kind) ? <Answer url={url} kind={kind} /> : null}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
