import { describe, expect, it } from 'vitest';
import type { PublicArticle } from '#shared/schemas/news.ts';
import { createPreviewService } from './service';
import type { PreviewText } from './image';

// The pictures' memory: drawn once per text, the least recently used dropped past the bound,
// one drawing shared by requests that arrive together.
const article = (title: string) =>
  ({ title, source: 'Alpha Wire', category: 'India', published: '2026-12-06T06:00:00.000Z' }) as PublicArticle;

function service(size: number) {
  const drawn: PreviewText[] = [];
  const previews = createPreviewService(
    { publicArticle: (url) => Promise.resolve(article(`Headline of ${url}`)) },
    { page: () => Promise.reject(new Error('no stories here')) },
    {
      size,
      draw: (text) => {
        drawn.push(text);
        return Promise.resolve(Buffer.from(text.title));
      },
    },
  );
  return { previews, drawn };
}

describe('the preview pictures kept in memory', () => {
  it('draws a picture once, and once for requests that arrive together', async () => {
    const { previews, drawn } = service(10);
    const [a, b] = await Promise.all([previews.article('a'), previews.article('a')]);
    await previews.article('a');
    expect(drawn).toHaveLength(1);
    expect(a.png.equals(b.png)).toBe(true);
    expect(drawn[0]).toEqual({ label: 'India', title: 'Headline of a', byline: 'Alpha Wire · 6 Dec 2026' });
  });

  it('keeps at most its bound, dropping the least recently used', async () => {
    const { previews, drawn } = service(2);
    await previews.article('a');
    await previews.article('b');
    await previews.article('a'); // a is now the most recently used
    await previews.article('c'); // drops b
    expect(previews.keptCount()).toBe(2);
    await previews.article('a');
    expect(drawn.map((d) => d.title)).toEqual(['Headline of a', 'Headline of b', 'Headline of c']);
    await previews.article('b');
    expect(drawn.map((d) => d.title)).toEqual(['Headline of a', 'Headline of b', 'Headline of c', 'Headline of b']);
  });
});
