import type { ArticleSummary } from '#shared/schemas/news.ts';
import { NewsCard, type CardActions } from './news-card';
import classes from './top-stories.module.css';

/**
 * The home's top stories: the lead, larger and with its summary, then the others. Whether the
 * lead stands beside them or above them is the stylesheet's: beside them only while its picture
 * shows, so a picture that fails to load does not leave a half-empty card.
 */
export function TopStories({
  lead,
  others,
  ...card
}: CardActions & { lead: ArticleSummary; others: ArticleSummary[] }) {
  return (
    <div className={classes.top}>
      <NewsCard article={lead} lead {...card} />
      <div className={classes.others}>
        {others.map((a) => (
          <NewsCard key={a.url} article={a} {...card} />
        ))}
      </div>
    </div>
  );
}
