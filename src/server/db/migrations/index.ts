import type { Migration } from 'kysely';
import * as m0001 from './0001-news';
import * as m0002 from './0002-accounts';
import * as m0003 from './0003-ingest';
import * as m0004 from './0004-news-perf';
import * as m0005 from './0005-news-title-index';
import * as m0006 from './0006-payments';
import * as m0007 from './0007-member';
import * as m0008 from './0008-ingest-identity-media';
import * as m0009 from './0009-server-keys';
import * as m0010 from './0010-news-head-index';
import * as m0011 from './0011-article-counts-lock-order';
import * as m0012 from './0012-news-text-index';
import * as m0013 from './0013-news-vector-statistics';
import * as m0014 from './0014-admin-from-config';
import * as m0015 from './0015-stories';
import * as m0016 from './0016-article-bylines-media';
import * as m0017 from './0017-story-scores';
import * as m0018 from './0018-refunds';
import * as m0019 from './0019-article-language';
import * as m0021 from './0021-search-in-indian-scripts';
import * as m0023 from './0023-push';
import * as m0024 from './0024-credit-notes';
import * as m0025 from './0025-news-languages';
import * as m0026 from './0026-push-words';
import * as m0027 from './0027-interface-language';
import * as m0028 from './0028-stories-in-every-language';
import * as m0029 from './0029-more-story-stop-words';
import * as m0030 from './0030-push-matchable-terms';
import * as m0031 from './0031-push-device-language';

// Every migration, by name. Names sort in the order they must run; add new ones at the end.
export const migrations: Record<string, Migration> = {
  '0001-news': m0001,
  '0002-accounts': m0002,
  '0003-ingest': m0003,
  '0004-news-perf': m0004,
  '0005-news-title-index': m0005,
  '0006-payments': m0006,
  '0007-member': m0007,
  '0008-ingest-identity-media': m0008,
  '0009-server-keys': m0009,
  '0010-news-head-index': m0010,
  '0011-article-counts-lock-order': m0011,
  '0012-news-text-index': m0012,
  '0013-news-vector-statistics': m0013,
  '0014-admin-from-config': m0014,
  '0015-stories': m0015,
  '0016-article-bylines-media': m0016,
  '0017-story-scores': m0017,
  '0018-refunds': m0018,
  '0019-article-language': m0019,
  '0021-search-in-indian-scripts': m0021,
  '0023-push': m0023,
  '0024-credit-notes': m0024,
  '0025-news-languages': m0025,
  '0026-push-words': m0026,
  '0027-interface-language': m0027,
  '0028-stories-in-every-language': m0028,
  '0029-more-story-stop-words': m0029,
  '0030-push-matchable-terms': m0030,
  '0031-push-device-language': m0031,
};
