import { z } from 'zod';
import { timeZoneParam } from './export.ts';

/** How many days the dashboard's activity covers, today included. */
export const ACTIVITY_DAYS = 30;

/** What the activity charts count, one series each. */
export const ACTIVITY_SERIES = ['users', 'comments', 'contacts', 'votes'] as const;
export type ActivitySeries = (typeof ACTIVITY_SERIES)[number];

export const dashboardQuerySchema = z.object({ tz: timeZoneParam });

/**
 * `GET /api/dashboard`: what a coordinator checks first thing. Each waiting item and series is present only when the
 * admin may act on or read it, counted within their GTA; the series count per day of `days` (on the calendar of `tz`).
 */
export const dashboardSchema = z.object({
  /** The first moment counted: the start of the first day. */
  since: z.string(),
  /** The days counted, oldest first, as `YYYY-MM-DD`. */
  days: z.array(z.string()),
  waiting: z.object({
    /** Cards sent to review that the admin may approve. */
    flashcardsInReview: z.number().optional(),
    /** Active practices waiting for a decision the admin may take. */
    practicesPending: z.number().optional(),
    notificationsUnread: z.number(),
  }),
  /** New records per day. */
  activity: z.object({
    users: z.array(z.number()).optional(),
    comments: z.array(z.number()).optional(),
    contacts: z.array(z.number()).optional(),
    votes: z.array(z.number()).optional(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
