import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/database.ts';
import { signIn, type Signed } from './accounts';

const DAY = 24 * 3600 * 1000;

/** A membership row covering [start, start + days): the session's member flag follows it. */
export async function grantMembership(db: Db, userId: number, opts: { start: Date; days: number }): Promise<void> {
  await db
    .insertInto('memberships')
    .values({
      user_id: userId,
      no_of_days: opts.days,
      create_date: opts.start,
      start_date: opts.start,
      end_date: new Date(opts.start.getTime() + opts.days * DAY),
    })
    .execute();
}

export type Cast = { member: Signed; nonMember: Signed; expired: Signed };

/** Three signed-in users: an active member, one who never had a membership, one whose ended. */
export async function signInCast(app: FastifyInstance, db: Db, now: Date, tag: string): Promise<Cast> {
  const member = await signIn(app, `member-${tag}@example.com`);
  const nonMember = await signIn(app, `plain-${tag}@example.com`);
  const expired = await signIn(app, `expired-${tag}@example.com`);
  await grantMembership(db, member.user.userId, { start: new Date(now.getTime() - DAY), days: 30 });
  await grantMembership(db, expired.user.userId, { start: new Date(now.getTime() - 40 * DAY), days: 30 });
  return { member, nonMember, expired };
}
