import type { FastifyBaseLogger } from 'fastify';
import { toPost, type Post, type PostContext, type UpstreamPost } from '../posts/posts';
import { parseSchedule, type ScheduleDay } from './schedule';

// An event as the schema's Event: what events share with news (posts/posts.ts), and its own weekly
// schedule (sandbox/CONTRACT.md "events"), read from the platform's record.

export interface EventModel extends Post {
  /** The weekdays it takes place on with their hours; null: one block from start to end. */
  schedule: ScheduleDay[] | null;
}

/** The event's schedule; a malformed one is logged (with the event's id and what is wrong) and counts as none. */
export function eventSchedule(item: UpstreamPost, log: Pick<FastifyBaseLogger, 'warn'>): ScheduleDay[] | null {
  return parseSchedule(item.schedule, (issues) => log.warn({ eventId: item.id, issues }, 'event schedule malformed, ignored'));
}

export function toEvent(item: UpstreamPost, display: PostContext, log: Pick<FastifyBaseLogger, 'warn'>): EventModel {
  return { ...toPost(item, display), schedule: eventSchedule(item, log) };
}
