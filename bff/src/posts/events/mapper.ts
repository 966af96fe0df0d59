import { toPost, type Post, type PostContext } from '../mapper';
import type { UpstreamPost } from '../upstream';
import { parseSchedule, type ScheduleDay } from './schedule';

// An event as the schema's Event: what events share with news (posts/mapper.ts), and its own weekly
// schedule (sandbox/CONTRACT.md "events"), read from the platform's record.

export interface EventModel extends Post {
  /** The weekdays it takes place on with their hours; null: one block from start to end. */
  schedule: ScheduleDay[] | null;
}

/**
 * Hears of a data problem in an upstream record. The resolvers and the calendar file pass
 * `warnOncePerCopy` (graphql/upstream-data.ts): the cache hands out the same record while its copy is
 * current, so a malformed schedule is logged once per cached copy, not on every request.
 */
export type DataWarning = (message: string, context: Record<string, unknown>) => void;

/** The event's schedule; a malformed one is reported (with the event's id and what is wrong) and counts as none. */
export function eventSchedule(item: UpstreamPost, warn: DataWarning): ScheduleDay[] | null {
  return parseSchedule(item.schedule, (issues) => warn('event schedule malformed, ignored', { eventId: item.id, issues }));
}

export function toEvent(item: UpstreamPost, display: PostContext, warn: DataWarning): EventModel {
  return { ...toPost(item, display), schedule: eventSchedule(item, warn) };
}
