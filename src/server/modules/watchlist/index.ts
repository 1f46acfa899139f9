import type { FastifyInstance } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { API } from '#shared/api-paths.ts';
import type { Paged } from '#shared/schemas/paging.ts';
import { pageQuerySchema } from '#shared/schemas/paging.ts';
import type { ArticleSummary } from '#shared/schemas/news.ts';
import { watchlistUpdateSchema, type Watchlist } from '#shared/schemas/watchlist.ts';
import type { AppContext } from '#server/context.ts';
import { requireUser } from '#server/lib/session-user.ts';
import { parse } from '#server/lib/validate.ts';
import { createNewsRepository } from '../news/repository';
import { websearchQuery, type TextQuery } from '../news/search-sql';

/** Any of the terms (each in web-search syntax); terms that are only stop words drop out. */
function anyOf(terms: string[]): TextQuery {
  const any = sql`(${sql.join(terms.map((t) => sql`(${websearchQuery(t).tsquery})`), sql` || `)})`;
  return { tsquery: any, valid: sql<SqlBool>`numnode(${any}) > 0`, key: `watch:${JSON.stringify(terms)}` };
}

/** The personal watch list and the news matching any of its terms. */
export function registerWatchlist(app: FastifyInstance, ctx: AppContext): void {
  const news = createNewsRepository(ctx.db);

  const terms = async (userId: number): Promise<string[]> => {
    const row = await ctx.db.selectFrom('users').select('watchlist').where('id', '=', userId).executeTakeFirst();
    return row?.watchlist ?? [];
  };

  app.get(API.user.watchlist, async (req): Promise<Watchlist> => ({ terms: await terms(requireUser(req).id) }));

  app.put(API.user.watchlist, async (req): Promise<Watchlist> => {
    const user = requireUser(req);
    const body = parse(watchlistUpdateSchema, req.body);
    await ctx.db.updateTable('users').set({ watchlist: JSON.stringify(body.terms) }).where('id', '=', user.id).execute();
    return { terms: body.terms };
  });

  // Ranked like search: relevance, then newest.
  app.get(API.news.watchlist, async (req): Promise<Paged<ArticleSummary>> => {
    const user = requireUser(req);
    const p = parse(pageQuerySchema, req.query);
    const list = await terms(user.id);
    if (list.length === 0) return { content: [], totalElements: 0 };
    return news.search({}, anyOf(list), { limit: p.size, offset: (p.page - 1) * p.size });
  });
}
