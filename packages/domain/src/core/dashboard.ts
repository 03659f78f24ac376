import { z } from 'zod';
import { timeZoneParam } from './export.ts';

export const ACTIVITY_DAYS = 30;

export const ACTIVITY_SERIES = ['users', 'comments', 'contacts', 'votes'] as const;
export type ActivitySeries = (typeof ACTIVITY_SERIES)[number];

export const dashboardQuerySchema = z.object({ tz: timeZoneParam });

/** Each item and series is present only when the admin may act on or read it, counted within their GTA. */
export const dashboardSchema = z.object({
  since: z.string(),
  days: z.array(z.string()),
  waiting: z.object({
    flashcardsInReview: z.number().optional(),
    practicesPending: z.number().optional(),
    notificationsUnread: z.number(),
  }),
  activity: z.object({
    users: z.array(z.number()).optional(),
    comments: z.array(z.number()).optional(),
    contacts: z.array(z.number()).optional(),
    votes: z.array(z.number()).optional(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
