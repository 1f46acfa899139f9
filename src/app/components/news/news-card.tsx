import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled, IconHeadphones } from '@tabler/icons-react';
import type { ArticleSummary } from '#shared/schemas/news.ts';
import { formatDateTime, formatMediumDate } from '#app/lib/format.ts';
import { LockedButton, MembershipWay } from '#app/components/locked-button.tsx';
import { HrefLink } from '#app/components/href-link.tsx';
import { saveAfterSignIn } from '#app/lib/save-after-sign-in.ts';
import { articleTextProps } from '#app/lib/article-text.ts';
import { categoryName } from '#app/lib/category-names.ts';
import { useArticleActions } from './article-actions';
import classes from './news-card.module.css';
import { StoryPicture } from './story-picture';
import { ShareButton } from '#app/components/share-button.tsx';
import { articlePath, storyLink } from './story-line';

export type CardActions = {
  /** Opens the article dialog. */
  onOpen: (a: ArticleSummary) => void;
  /** Whether the reader is signed in (a locked save offers a visitor the sign-in too). */
  signedIn?: boolean;
  /** Whether saving is allowed: only members may bookmark (the save itself is the article actions'). */
  canSave: boolean;
};

type Props = CardActions & {
  article: ArticleSummary;
  dateStyle?: 'medium' | 'datetime';
  lead?: boolean;
};

export function NewsCard({ article, onOpen, signedIn = false, canSave, dateStyle = 'datetime', lead }: Props) {
  const { t, i18n } = useLingui();
  const { isSaved, save: saveArticle } = useArticleActions();
  const saved = isSaved(article.url);
  const text = articleTextProps(article.language);
  const date = dateStyle === 'medium' ? formatMediumDate(article.published) : formatDateTime(article.published);
  const story = storyLink(article);
  // Without membership the control explains itself when pressed (the reason and the way in).
  const save = canSave ? (
    <Button
      size="compact-sm"
      variant="subtle"
      leftSection={saved ? <IconBookmarkFilled size={16} /> : <IconBookmark size={16} />}
      disabled={saved}
      onClick={() => void saveArticle(article)}
    >
      {saved ? <Trans>Saved</Trans> : <Trans>Save this news</Trans>}
    </Button>
  ) : (
    <LockedButton
      size="compact-sm"
      variant="subtle"
      reason={t`Membership required to bookmark articles.`}
      way={
        <MembershipWay
          signedIn={signedIn}
          onSignIn={() => saveAfterSignIn({ title: article.title, url: article.url })}
        />
      }
    >
      <Trans>Save this news</Trans>
    </LockedButton>
  );
  return (
    <Card withBorder padding="lg" className={classes.card} data-lead={lead || undefined} component="article">
      <Stack gap="xs" h="100%">
        {article.image && <StoryPicture image={article.image} />}
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <Badge variant="light" size="sm">
              {categoryName(i18n, article.category)}
            </Badge>
            {article.audio?.length ? (
              <Badge
                variant="outline"
                color="grape"
                size="sm"
                tt="none"
                leftSection={<IconHeadphones size={12} aria-hidden />}
              >
                <Trans>Audio</Trans>
              </Badge>
            ) : null}
          </Group>
          {date && (
            <Text size="xs" c="dimmed" component="time" dateTime={article.published}>
              {date}
            </Text>
          )}
        </Group>
        <Title order={3} className={classes.title} data-lead={lead || undefined}>
          <button type="button" className={classes.open} onClick={() => onOpen(article)} {...text}>
            {article.title}
          </button>
        </Title>
        {article.author && (
          <Text size="xs" c="dimmed" lineClamp={1} className={classes.byline}>
            <Trans>By {article.author}</Trans>
          </Text>
        )}
        {lead && (
          <Text size="sm" c="dimmed" lineClamp={3} className={classes.summary} {...text}>
            {article.summary}
          </Text>
        )}
        {story && (
          <HrefLink href={story.href} size="sm" fw={500} className={classes.story}>
            {story.text}
          </HrefLink>
        )}
        <Group justify="space-between" mt="auto" gap="xs" wrap="wrap">
          <Text size="sm" fw={600} c="dimmed">
            {article.source}
          </Text>
          <Group gap={4} wrap="wrap" justify="flex-end" className={classes.actions}>
            <ShareButton
              title={article.title}
              path={articlePath(article.url)}
              size="compact-sm"
              variant="subtle"
              label={t`Share: ${article.title}`}
            />
            {save}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
