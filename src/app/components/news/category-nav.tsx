import { Link } from '@tanstack/react-router';
import type { Facet } from '#shared/schemas/news.ts';
import classes from './category-nav.module.css';

/**
 * A scrollable strip of category links; `active` marks the current one. Plain links styled as
 * Mantine's light and filled pill buttons (category-nav.module.css): a dozen of them are on the
 * first screen, where a Button component each cost more to render than the rest of the strip.
 */
export function CategoryNav({ categories, active }: { categories: Facet[]; active?: string | 'today' }) {
  return (
    // The browser's own horizontal scrolling (thin bar): no scroll-area code on the first screen.
    <div className={classes.strip}>
      <nav aria-label="News categories" className={classes.nav}>
        <Link to="/pages/news/list" search={{}} className={classes.chip} data-active={active === 'today' || undefined} aria-current={active === 'today' ? 'page' : undefined}>
          Today
        </Link>
        {categories.map((c) => (
          <Link key={c.name} to="/pages/news/list" search={{ category: c.name }} className={classes.chip} data-active={active === c.name || undefined} aria-current={active === c.name ? 'page' : undefined}>
            {c.name}
          </Link>
        ))}
      </nav>
    </div>
  );
}
