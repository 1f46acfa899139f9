import '@mantine/core/styles/Accordion.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Alert, Button, Collapse, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronDown, IconDeviceFloppy, IconLock, IconSparkles } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { splitAnswer } from '#shared/ai-answer.ts';
import { AI_KINDS, type AiKind } from '#shared/constants.ts';
import { readerMessage, readerText } from '#app/lib/reader-messages.ts';
import { MembershipWay } from '#app/components/locked-button.tsx';
import { Markdown } from '#app/components/markdown/lazy-markdown.tsx';
import { ApiError } from '#app/lib/api-error.ts';
import { NEEDS_CONNECTION_TEXT } from '#app/lib/offline-texts.ts';
import { NeedsConnectionError, useAiAnswer } from '#app/features/article/api/get-ai-answer.ts';
import { useArticleActions, type ArticleRef } from '#app/components/news/article-actions.tsx';

export const AI_LABELS: Record<AiKind, MessageDescriptor> = {
  bias: msg`Bias`,
  sentiment: msg`Sentiment`,
  missing: msg`Missing angles`,
  explain: msg`Explain like I am 15`,
};

type Props = { url: string; title?: string; member: boolean; signedIn: boolean };

const AI_LOCKED_TEXT = msg`AI analysis is for members.`;

/**
 * 'Ask AI About This Article': four panels. Each is idle until first opened, then asks once
 * ('Thinking…', the panel locked meanwhile) and shows the answer or the failure; the answer
 * stays cached, so closing and reopening asks nothing. Without membership all four are locked:
 * opening one asks nothing and says why, with the way in (a tap explains, not only a hover).
 */
export function AiPanels({ url, title, member, signedIn }: Props) {
  const [opened, setOpened] = useState<string[]>([]);
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="ask-ai">
      <Group gap="xs" mb="xs">
        <ThemeIcon variant="light" size="md" aria-hidden>
          <IconSparkles size={16} />
        </ThemeIcon>
        <Title order={2} size="h4" id="ask-ai">
          <Trans>Ask AI About This Article</Trans>
        </Title>
      </Group>
      {!member && (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconLock size={18} />}
          mb="sm"
          title={readerMessage('membershipRequired')}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Text size="sm">
            {i18n._(AI_LOCKED_TEXT)} <MembershipWay signedIn={signedIn} />
          </Text>
        </Alert>
      )}
      <Accordion multiple variant="separated" value={opened} onChange={setOpened}>
        {AI_KINDS.map((kind) => (
          <Panel
            key={kind}
            kind={kind}
            article={{ url, title: title ?? '' }}
            member={member}
            signedIn={signedIn}
            open={opened.includes(kind)}
          />
        ))}
      </Accordion>
    </section>
  );
}

type PanelProps = { kind: AiKind; article: ArticleRef; member: boolean; signedIn: boolean; open: boolean };

function Panel({ kind, article, member, signedIn, open }: PanelProps) {
  const { t, i18n } = useLingui();
  const q = useAiAnswer(article.url, kind, i18n.locale, member && open);
  return (
    <Accordion.Item value={kind}>
      <Accordion.Control
        disabled={member && q.isFetching}
        icon={!member ? <IconLock size={16} aria-label={t`Locked`} /> : undefined}
      >
        {i18n._(AI_LABELS[kind])}
      </Accordion.Control>
      <Accordion.Panel>
        {!open ? null : member ? (
          <Answer kind={kind} article={article} state={q} />
        ) : (
          <Text size="sm">
            {readerMessage('membershipRequired')}. {i18n._(AI_LOCKED_TEXT)} <MembershipWay signedIn={signedIn} />
          </Text>
        )}
      </Accordion.Panel>
    </Accordion.Item>
  );
}

type AnswerState = ReturnType<typeof useAiAnswer>;

function Answer({ kind, article, state: q }: { kind: AiKind; article: ArticleRef; state: AnswerState }) {
  const { saveAnswer } = useArticleActions();
  const [saving, setSaving] = useState(false);
  const { i18n } = useLingui();
  if (q.isPending) {
    return (
      <Group gap="xs" aria-live="polite">
        <Loader size="xs" />{' '}
        <Text size="sm">
          <Trans>Thinking…</Trans>
        </Text>
      </Group>
    );
  }
  if (q.error instanceof NeedsConnectionError)
    return (
      <Text size="sm" c="dimmed" role="status">
        {i18n._(NEEDS_CONNECTION_TEXT)}
      </Text>
    );
  if (q.isError) {
    // Past the member's hourly budget of new answers the server says when to try again.
    const limited = q.error instanceof ApiError && q.error.status === 429;
    return (
      <Text size="sm" c="red" role="alert">
        {limited ? readerText(q.error.message) : readerMessage('aiFailed')}
      </Text>
    );
  }
  if (!q.data)
    return <Text size="sm">{kind === 'explain' ? readerMessage('explainEmpty') : readerMessage('aiFailed')}</Text>;
  const answer = q.data;
  return (
    <Stack gap="xs" align="flex-start">
      <AnswerText answer={answer} />
      {saveAnswer && (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconDeviceFloppy size={14} />}
          loading={saving}
          disabled={!article.title}
          onClick={() => {
            setSaving(true);
            void saveAnswer(article, i18n._(AI_LABELS[kind]), answer).finally(() => setSaving(false));
          }}
        >
          <Trans>Save to my notes</Trans>
        </Button>
      )}
    </Stack>
  );
}

/**
 * An answer's short summary, and its evidence (the sentences, sources and words it rests on)
 * behind "Show evidence": four open answers stay a few screens tall on a phone.
 */
function AnswerText({ answer }: { answer: string }) {
  const { summary, evidence } = splitAnswer(answer);
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <>
      <Markdown markdown={summary} size="compact" />
      {evidence && (
        <>
          <Button
            size="compact-sm"
            variant="subtle"
            px={0}
            aria-expanded={shown}
            aria-controls={id}
            rightSection={
              <IconChevronDown size={14} style={{ transform: shown ? 'rotate(180deg)' : undefined }} aria-hidden />
            }
            onClick={() => setShown((v) => !v)}
          >
            {shown ? <Trans>Hide evidence</Trans> : <Trans>Show evidence</Trans>}
          </Button>
          <Collapse expanded={shown} keepMounted={false} id={id} w="100%">
            <Markdown markdown={evidence} size="compact" />
          </Collapse>
        </>
      )}
    </>
  );
}
