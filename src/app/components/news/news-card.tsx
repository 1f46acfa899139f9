import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import type { ArticleImage, ArticleSummary } from '#shared/schemas/news.ts';
import { MESSAGES } from '#shared/messages.ts';
import { formatDateTime, formatMediumDate } from '#app/lib/format.ts';
import { Hint } from '#app/components/hint.tsx';
import classes from './news-card.module.css';
import { HydrationPart } from '#app/components/hydration-part.tsx';

export type CardActions = {
  /** Opens the article dialog. */
  onOpen: (a: ArticleSummary) => void;
  /** Whether saving is allowed: only members may bookmark. */
  canSave: boolean;
  onSave?: (a: ArticleSummary) => void;
  isSaved?: (url: string) => boolean;
};

type Props = CardActions & {
  article: ArticleSummary;
  dateStyle?: 'medium' | 'datetime';
  lead?: boolean;
  /** The screen's section the card is in: it tells apart one story's cards in two sections. */
  section?: string;
};

export function NewsCard({ article, onOpen, canSave, onSave, isSaved, dateStyle = 'datetime', lead, section = 'list' }: Props) {
  const saved = isSaved?.(article.url) ?? false;
  const date = dateStyle === 'medium' ? formatMediumDate(article.published) : formatDateTime(article.published);
  const save = (
    <Button
      size="compact-sm"
      variant="subtle"
      leftSection={saved ? <IconBookmarkFilled size={16} /> : <IconBookmark size={16} />}
      disabled={!canSave || saved}
      onClick={() => onSave?.(article)}
    >
      {saved ? 'Saved' : 'Save this news'}
    </Button>
  );
  // Taken over when near the screen: most cards of a list lie below a phone's first screen.
  return (
    <HydrationPart whenSeen={`${section} ${article.url}`}>
      <Card withBorder padding="lg" className={classes.card} data-lead={lead || undefined} component="article">
        <Stack gap="xs" h="100%">
          {article.image && <CardImage image={article.image} />}
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Badge variant="light" size="sm">{article.category}</Badge>
            {date && (
              <Text size="xs" c="dimmed" component="time" dateTime={article.published}>{date}</Text>
            )}
          </Group>
          <Title order={3} className={classes.title} data-lead={lead || undefined}>
            <button type="button" className={classes.open} onClick={() => onOpen(article)}>
              {article.title}
            </button>
          </Title>
          {lead && <Text size="sm" c="dimmed" lineClamp={3}>{article.summary}</Text>}
          <Group justify="space-between" mt="auto" gap="xs" wrap="wrap">
            <Text size="sm" fw={600} c="dimmed">{article.source}</Text>
            {canSave ? save : (
              <Hint label={MESSAGES.bookmarkMembershipRequired}>{save}</Hint>
            )}
          </Group>
        </Stack>
      </Card>
    </HydrationPart>
  );
}

/**
 * The story's picture: loaded lazily, in a 16:9 box sized by its width and height so the card
 * does not move when it arrives; hidden if it fails. Only https (or this site's own) pictures
 * are shown: the page's content policy blocks the rest.
 */
function CardImage({ image }: { image: ArticleImage }) {
  if (!image.url.startsWith('https:') && !image.url.startsWith(`${window.location.origin}/`)) return null;
  return (
    <img
      className={classes.image}
      src={image.url}
      width={image.width ?? 16}
      height={image.height ?? 9}
      alt=""
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={(e) => {
        e.currentTarget.hidden = true;
      }}
    />
  );
}
