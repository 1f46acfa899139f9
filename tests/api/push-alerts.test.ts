import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { alertsApp, type AlertsApp } from '#tests/helpers/alerts.ts';
import { databaseTargets } from '#tests/helpers/databases.ts';

// A moment in India's time (IST is UTC+05:30).
const ist = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+05:30`);
const MINUTE = 60_000;

describe.each(await databaseTargets())('alerts: matching and sending ($name)', (target) => {
  let a: AlertsApp;
  let n = 0;
  beforeAll(async () => {
    a = await alertsApp(target);
  }, 120_000);
  afterAll(() => a?.close());
  beforeEach(() => {
    a.t.clock.now = ist('2026-12-06', '12:00');
  });

  const tag = () => `m${++n}`;
  const pushesTo = (device: string) => a.push.received.filter((r) => r.device === device);
  const settings = (headers: Record<string, string>, s: object) =>
    a.t.app.inject({
      method: 'PUT',
      url: API.push.settings,
      headers,
      payload: { mode: 'instant', digestTimes: ['08:00'], quietHours: null, dailyCap: 10, terms: [], ...s },
    });
  const later = (minutes: number) => new Date(a.t.clock.now.getTime() + minutes * MINUTE);
  /** The member picks an interface language: their profile keeps it. */
  const chooseInterfaceLanguage = async (headers: Record<string, string>, interfaceLanguage: string) => {
    const res = await a.t.app.inject({
      method: 'POST',
      url: '/api/khabar/operation/user/update',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: { interfaceLanguage },
    });
    expect(res.statusCode).toBe(200);
  };

  it('sends a member the news their watch list names, through the queue, within seconds of ingest', async () => {
    const m = await a.member(tag(), ['Brahmaputra floods']);
    const id = await a.article({
      title: 'Brahmaputra floods cut off villages in Assam',
      summary: 'Rescue teams reached Dhubri.',
      source: 'Assam Tribune',
      published: later(1),
    });
    await a.alerts.articleStored(id);
    await a.push.until(1, () => pushesTo(m.device.name).length, 60_000);
    const [got] = pushesTo(m.device.name);
    const story = (await a.alertRows(m.user.userId))[0]!.story_id;
    expect(got!.payload).toEqual({
      title: 'Brahmaputra floods cut off villages in Assam',
      body: 'Assam Tribune',
      url: `/pages/news/details/${encodeURIComponent((await a.t.handle.db.selectFrom('articles').select('url').where('id', '=', id).executeTakeFirstOrThrow()).url)}`,
      storyId: story,
      language: 'en',
      sources: 1,
      term: 'Brahmaputra floods',
      display: { body: 'Assam Tribune', unwatch: 'Unwatch “Brahmaputra floods”' },
    });
    expect(got!.topic).toBe(`story-${story}`);
    expect(got!.ttl).toBe(86_400);
    await a.rowsWhen(m.user.userId, (rows) => rows[0]?.status === 'sent');
    const devices = await a.t.app.inject({ url: API.push.subscription, headers: m.headers });
    expect(devices.json().content[0].lastSuccessAt).toBe(a.t.clock.now.toISOString());
  });

  it("writes the notification's own words in the member's interface language", async () => {
    const m = await a.member(tag(), ['Dhubri']);
    await chooseInterfaceLanguage(m.headers, 'hi');
    const first = await a.article({
      title: 'Dhubri ferry services resume after the floods',
      source: 'Assam Tribune',
      published: later(1),
    });
    expect(await a.alerts.match(first)).toBe(1);
    await a.push.until(1, () => pushesTo(m.device.name).length);
    await a.rowsWhen(m.user.userId, (rows) => rows[0]?.status === 'sent');
    const second = await a.article({
      title: 'Dhubri ferry services resume after floods',
      source: 'Sentinel Assam',
      published: later(2),
    });
    expect(await a.alerts.match(second)).toBe(0);
    await a.push.until(2, () => pushesTo(m.device.name).length);
    expect(pushesTo(m.device.name).map((p) => p.payload.display)).toEqual([
      { body: 'Assam Tribune', unwatch: '“Dhubri” वॉच लिस्ट से हटाएँ' },
      { body: 'Sentinel Assam · 2 स्रोत', unwatch: '“Dhubri” वॉच लिस्ट से हटाएँ' },
    ]);
    // The headline stays in its own language.
    expect(pushesTo(m.device.name)[1]!.payload).toMatchObject({
      title: 'Dhubri ferry services resume after floods',
      language: 'en',
    });
  });

  it("writes a device's notifications in the language it showed when it subscribed, until the member chooses one", async () => {
    const m = await a.member(tag(), ['Majuli'], false);
    const tamil = (await a.subscribe(m, `${tag()}-ta`, { interfaceLanguage: 'ta' })).name;
    const plain = (await a.subscribe(m, `${tag()}-plain`)).name;
    const unwatch = (device: string) => pushesTo(device).map((p) => p.payload.display?.unwatch);

    const first = await a.article({ title: 'Majuli ferry ghats reopen', source: 'Assam Tribune', published: later(1) });
    expect(await a.alerts.match(first)).toBe(1);
    await a.push.until(2, () => pushesTo(tamil).length + pushesTo(plain).length);
    expect(unwatch(tamil)[0]).toMatch(/\p{Script=Tamil}/u);
    expect(unwatch(plain)).toEqual(['Unwatch “Majuli”']);

    // The member's own choice is every device's language from then on.
    await chooseInterfaceLanguage(m.headers, 'hi');
    a.t.clock.now = later(60);
    const second = await a.article({ title: 'Majuli mask makers win a national award', published: later(1) });
    expect(await a.alerts.match(second)).toBe(1);
    await a.push.until(4, () => pushesTo(tamil).length + pushesTo(plain).length);
    expect(unwatch(tamil)[1]).toBe('“Majuli” वॉच लिस्ट से हटाएँ');
    expect(unwatch(plain)[1]).toBe('“Majuli” वॉच लिस्ट से हटाएँ');
  });

  it('matches as the watch-list search does (stems, phrases, exclusions), in the title or summary only', async () => {
    const stems = await a.member(tag(), ['farmer protest']);
    const phrase = await a.member(tag(), ['"protest farmer"']);
    const excluded = await a.member(tag(), ['farmers -Punjab']);
    const body = await a.member(tag(), ['tractor']);
    const id = await a.article({
      title: 'Farmers protesting near Punjab border',
      summary: 'Talks with the centre resume.',
      published: later(1),
    });
    await a.t.handle.db.updateTable('articles').set({ text: 'A tractor rally.' }).where('id', '=', id).execute();
    expect(await a.alerts.match(id)).toBe(1);
    expect(await a.alertRows(stems.user.userId)).toHaveLength(1);
    for (const who of [phrase, excluded, body]) expect(await a.alertRows(who.user.userId)).toEqual([]);
  });

  it('alerts a member only of articles in their news languages; none chosen, or every language, takes any', async () => {
    const languages = async (who: Awaited<ReturnType<typeof a.member>>, newsLanguages: string[]) => {
      const res = await a.t.app.inject({
        method: 'POST',
        url: '/api/khabar/operation/user/update',
        headers: { ...who.headers, 'content-type': 'application/json' },
        payload: { newsLanguages },
      });
      expect(res.statusCode).toBe(200);
    };
    const hindi = await a.member(tag(), ['Shukrayaan']);
    await languages(hindi, ['hi']);
    const english = await a.member(tag(), ['Shukrayaan']);
    await languages(english, ['en', 'ta']);
    const unchosen = await a.member(tag(), ['Shukrayaan']);
    const every = await a.member(tag(), ['Shukrayaan']);
    await languages(every, []);

    const en = await a.article({ title: 'Shukrayaan orbiter clears its design review', published: later(1) });
    expect(await a.alerts.match(en)).toBe(3);
    const hi = await a.article({
      title: 'Shukrayaan मिशन का प्रक्षेपण 2028 में होगा',
      language: 'hi',
      published: later(2),
    });
    expect(await a.alerts.match(hi)).toBe(3);

    const articlesOf = async (who: Awaited<ReturnType<typeof a.member>>) =>
      (await a.alertRows(who.user.userId)).map((r) => Number(r.article_id));
    expect(await articlesOf(hindi)).toEqual([hi]);
    expect(await articlesOf(english)).toEqual([en]);
    expect(await articlesOf(unchosen)).toEqual([en, hi]);
    expect(await articlesOf(every)).toEqual([en, hi]);
    await a.push.until(1, () => pushesTo(hindi.device.name).length);
    expect(pushesTo(hindi.device.name).map((p) => p.payload.language)).toEqual(['hi']);
  });

  it('alerts nobody for an article older than their subscription, a switched-off term, or a lapsed membership', async () => {
    const old = await a.member(tag(), ['Sensex']);
    const off = await a.member(tag(), ['Sensex', 'Nifty']);
    expect((await settings(off.headers, { terms: [{ term: 'Sensex', enabled: false }] })).statusCode).toBe(200);
    const lapsed = await a.member(tag(), ['Sensex']);
    await a.t.handle.db
      .updateTable('memberships')
      .set({ end_date: later(-1) })
      .where('user_id', '=', lapsed.user.userId)
      .execute();
    const earlier = await a.article({ title: 'Sensex closes at a record high', published: later(-5) });
    expect(await a.alerts.match(earlier)).toBe(0);
    const id = await a.article({ title: 'Sensex slips as banks fall', published: later(2) });
    expect(await a.alerts.match(id)).toBe(1); // `old` only: an article published after they subscribed
    expect(await a.alertRows(old.user.userId)).toHaveLength(1);
    expect(await a.alertRows(off.user.userId)).toEqual([]);
    expect(await a.alertRows(lapsed.user.userId)).toEqual([]);
  });

  it('sends one alert per story; a later source updates the same notification (same tag and Topic)', async () => {
    const m = await a.member(tag(), ['Chandrayaan']);
    const first = await a.article({
      title: 'Chandrayaan lander touches down near lunar south pole',
      source: 'Wire One',
      published: later(1),
    });
    expect(await a.alerts.match(first)).toBe(1);
    await a.rowsWhen(m.user.userId, (rows) => rows[0]?.status === 'sent');
    const second = await a.article({
      title: 'Chandrayaan lander touches down near the lunar south pole',
      source: 'Wire Two',
      published: later(2),
    });
    const third = await a.article({
      title: 'Chandrayaan lander touches down at lunar south pole',
      source: 'Wire Two',
      published: later(3),
    });
    const stories = await a.t.handle.db
      .selectFrom('story_articles')
      .select('story_id')
      .where('article_id', 'in', [first, second, third])
      .execute();
    expect(new Set(stories.map((s) => s.story_id)).size).toBe(1);
    expect(await a.alerts.match(second)).toBe(0);
    await a.push.until(2, () => pushesTo(m.device.name).length);
    await a.rowsWhen(m.user.userId, (rows) => rows[0]?.sources === 2);
    // The third is a second article of Wire Two: the story has no more sources, so nothing is sent.
    expect(await a.alerts.match(third)).toBe(0);
    const rows = await a.alertRows(m.user.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sent', sources: 2, article_id: third });
    const got = pushesTo(m.device.name);
    expect(got.map((g) => g.topic)).toEqual([`story-${rows[0]!.story_id}`, `story-${rows[0]!.story_id}`]);
    expect(got.map((g) => g.payload.storyId)).toEqual([rows[0]!.story_id, rows[0]!.story_id]);
    expect(got[1]!.payload).toMatchObject({ sources: 2, body: 'Wire Two' });
  });

  it('holds alerts in quiet hours until they end in the morning', async () => {
    const m = await a.member(tag(), ['Hornbill festival']);
    a.t.clock.now = ist('2026-12-06', '23:10');
    const id = await a.article({ title: 'Hornbill festival opens in Kohima', published: later(1) });
    expect(await a.alerts.match(id)).toBe(1);
    const [row] = await a.alertRows(m.user.userId);
    expect(row).toMatchObject({ status: 'held', due_at: ist('2026-12-07', '07:00') });
    a.t.clock.now = ist('2026-12-07', '06:59');
    await a.alerts.flushDue();
    expect((await a.alertRows(m.user.userId))[0]!.status).toBe('held');
    a.t.clock.now = ist('2026-12-07', '07:00');
    await a.alerts.flushDue();
    await a.push.until(1, () => pushesTo(m.device.name).length);
    expect(pushesTo(m.device.name)[0]!.payload.title).toBe('Hornbill festival opens in Kohima');
  });

  it('sends a digest member’s alerts at their next digest time, together', async () => {
    const m = await a.member(tag(), ['Kaziranga', 'Manas']);
    expect((await settings(m.headers, { mode: 'digest', digestTimes: ['08:00', '18:00'] })).statusCode).toBe(200);
    const one = await a.article({ title: 'Kaziranga counts more rhinos', published: later(1) });
    const two = await a.article({ title: 'Manas tiger reserve reopens', published: later(2) });
    expect(await a.alerts.match(one)).toBe(1);
    expect(await a.alerts.match(two)).toBe(1);
    const held = await a.alertRows(m.user.userId);
    expect(held.map((r) => [r.status, r.due_at])).toEqual([
      ['held', ist('2026-12-06', '18:00')],
      ['held', ist('2026-12-06', '18:00')],
    ]);
    a.t.clock.now = ist('2026-12-06', '18:00');
    await a.alerts.flushDue();
    await a.push.until(2, () => pushesTo(m.device.name).length);
    expect(
      pushesTo(m.device.name)
        .map((p) => p.payload.title)
        .sort(),
    ).toEqual(['Kaziranga counts more rhinos', 'Manas tiger reserve reopens']);
  });

  it('stops at the daily cap: the stories past it are never sent', async () => {
    const m = await a.member(tag(), ['ISRO']);
    expect((await settings(m.headers, { dailyCap: 2 })).statusCode).toBe(200);
    const titles = [
      'ISRO tests a reusable launcher',
      'ISRO names the next Gaganyaan crew',
      'ISRO signs a deal for small satellites',
    ];
    for (const [i, title] of titles.entries())
      expect(await a.alerts.match(await a.article({ title, published: later(i + 1) }))).toBe(i < 2 ? 1 : 0);
    const rows = await a.alertRows(m.user.userId);
    expect(rows.map((r) => r.status === 'capped')).toEqual([false, false, true]);
    await a.push.until(2, () => pushesTo(m.device.name).length);
    expect(
      pushesTo(m.device.name)
        .map((p) => p.payload.title)
        .sort(),
    ).toEqual(titles.slice(0, 2).sort());
  });

  it('forgets a device its push service says is gone (410), and waits as a 429 asks', async () => {
    const gone = await a.member(tag(), ['Hockey India League']);
    a.push.answer(gone.device.name, { status: 410 });
    const id = await a.article({ title: 'Hockey India League returns with eight teams', published: later(1) });
    expect(await a.alerts.match(id)).toBe(1);
    const devices = () => a.t.app.inject({ url: API.push.subscription, headers: gone.headers });
    for (let i = 0; i < 120 && (await devices()).json().content.length > 0; i++)
      await new Promise((r) => setTimeout(r, 250));
    expect((await devices()).json().content).toEqual([]);

    const busy = await a.member(tag(), ['Ranji Trophy']);
    a.push.answer(busy.device.name, { status: 429, headers: { 'Retry-After': '2' } });
    const asked = Date.now();
    const next = await a.article({ title: 'Ranji Trophy final goes to a fifth day', published: later(1) });
    expect(await a.alerts.match(next)).toBe(1);
    await a.push.until(1, () => pushesTo(busy.device.name).length);
    expect(Date.now() - asked).toBeGreaterThanOrEqual(2000);
    await a.rowsWhen(busy.user.userId, (rows) => rows[0]?.status === 'sent');
  });

  it("retries a delivery its push service failed (500), sending the article's other alerts once", async () => {
    const failing = await a.member(tag(), ['Dudhwa']);
    const fine = await a.member(tag(), ['Dudhwa']);
    a.push.answer(failing.device.name, { status: 500 });
    const id = await a.article({ title: 'Dudhwa opens its gates for the season', published: later(1) });
    expect(await a.alerts.match(id)).toBe(2);
    await a.push.until(1, () => pushesTo(fine.device.name).length);
    expect(pushesTo(failing.device.name)).toEqual([]);
    // pg-boss tries it again after its backoff (about 10 s).
    await a.push.until(1, () => pushesTo(failing.device.name).length, 60_000);
    await a.rowsWhen(failing.user.userId, (rows) => rows[0]?.status === 'sent');
    expect(pushesTo(fine.device.name)).toHaveLength(1);
    expect(pushesTo(failing.device.name)).toHaveLength(1);
  }, 90_000);
});
