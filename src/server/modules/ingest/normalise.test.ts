import { describe, expect, it } from 'vitest';
import { categoryFor, mapCategory } from './categories';
import { feedsFileSchema, loadFeeds } from './feeds-file';
import { canonicalUrl, guidKey, plainText } from './normalise';

describe('canonical URLs', () => {
  it('drops tracking parameters and fragments, lower-cases the host, keeps real parameters', () => {
    expect(
      canonicalUrl(
        'HTTPS://News.Example.COM:443/a/b?id=7&utm_source=rss&utm_medium=x&fbclid=1&gclid=2&mc_cid=3#comments',
      ),
    ).toBe('https://news.example.com/a/b?id=7');
    expect(canonicalUrl('/story?utm_campaign=a', 'http://x.example/feed')).toBe('http://x.example/story');
  });
  it('refuses what is not http(s)', () => {
    expect(canonicalUrl('javascript:alert(1)')).toBeNull();
    expect(canonicalUrl('mailto:a@b.c')).toBeNull();
    expect(canonicalUrl('not a url')).toBeNull();
  });
  it('scopes every GUID to the feed that wrote it', () => {
    expect(guidKey('12345', 'https://f.example/rss')).toBe('guid:https://f.example/rss 12345');
    expect(guidKey('12345', 'https://f.example/other')).not.toBe(guidKey('12345', 'https://f.example/rss'));
    expect(guidKey('tag:a.example,2025:1', 'https://f.example/rss')).toBe(
      'guid:https://f.example/rss tag:a.example,2025:1',
    );
    expect(guidKey('  ', 'https://f.example/rss')).toBeNull();
  });
});

describe('summaries as safe text', () => {
  it('strips markup and scripts, decodes entities, collapses whitespace', () => {
    expect(plainText('<p>Hello <b>world</b></p><script>alert(1)</script>\n\n<p>Tom &amp; Jerry</p>')).toBe(
      'Hello world Tom & Jerry',
    );
  });
  it('unwraps doubly escaped HTML', () => {
    expect(plainText('&lt;div&gt;&lt;p&gt;Hi &amp;amp; bye&lt;/p&gt;&lt;/div&gt;')).toBe('Hi & bye');
  });
  it('keeps text that only mentions a tag', () => {
    expect(plainText('<p>How the &lt;video&gt; tag works</p>')).toBe('How the <video> tag works');
  });
  it('limits the length at a word boundary', () => {
    const s = plainText('word '.repeat(300), 100);
    expect(s.length).toBeLessThanOrEqual(100);
    expect(s.endsWith('word…')).toBe(true);
  });
});

describe('categories', () => {
  it('maps section names onto Khabar’s categories', () => {
    expect(mapCategory('sport')).toBe('Sports');
    expect(mapCategory('Cricket')).toBe('Sports');
    expect(mapCategory('Business/Industries/Publishing')).toBe('Business');
    expect(mapCategory('Science & Environment')).toBe('Science');
    expect(mapCategory('general')).toBeNull();
    expect(categoryFor('general', ['Random', 'US news'])).toBe('World');
    expect(categoryFor('Technology', ['Cricket'])).toBe('Technology');
    expect(categoryFor('general', [])).toBe('World');
  });
});

describe('feeds file', () => {
  it('ships a valid default list of real feeds', async () => {
    const feeds = await loadFeeds(undefined);
    expect(feeds.length).toBeGreaterThanOrEqual(10);
    expect(new Set(feeds.map((f) => mapCategory(f.category))).size).toBeGreaterThanOrEqual(8);
  });
  it('names the bad entry and field', () => {
    const r = feedsFileSchema.safeParse([{ url: 'https://a.example/rss', source: 'A', category: 'Gardening' }]);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual([0, 'category']);
  });
});
