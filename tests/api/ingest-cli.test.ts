import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { rss, startFeedServer } from '../helpers/feed-server';

const run = promisify(execFile);

describe('npm run crawl -- --feeds FILE --once', () => {
  it('crawls every feed once, prints one summary line and exits 0 though a feed fails', async () => {
    const server = await startFeedServer();
    server.static(
      '/good.xml',
      rss([
        { title: 'One', link: `${server.origin}/1` },
        { title: 'Two', link: `${server.origin}/2` },
      ]),
      'application/rss+xml',
    );
    server.route('/bad.xml', (_req, res) => void res.writeHead(500).end());
    const dir = await mkdtemp(path.join(tmpdir(), 'khabar-crawl-'));
    const feeds = path.join(dir, 'feeds.json');
    writeFileSync(
      feeds,
      JSON.stringify([
        { url: `${server.origin}/good.xml`, source: 'Good', category: 'India' },
        { url: `${server.origin}/bad.xml`, source: 'Bad', category: 'World' },
      ]),
    );
    try {
      const { stdout } = await run(
        process.execPath,
        ['--import', 'tsx', 'src/server/cli/crawl.ts', '--feeds', feeds, '--once'],
        {
          env: {
            ...process.env,
            DATA_DIR: dir,
            DATABASE_URL: '',
            CRAWL_ALLOW_PRIVATE: 'true',
            CRAWL_MIN_DELAY_MS: '0',
            LOG_LEVEL: 'silent',
          },
          timeout: 150_000,
        },
      );
      expect(stdout.trim().split('\n')).toHaveLength(1);
      expect(stdout).toMatch(/^feeds ok 1, failed 1; items new 2, updated 0, skipped 0; \d+\.\d s$/m);
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
