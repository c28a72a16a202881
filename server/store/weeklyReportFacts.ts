import { z } from 'zod';

const count = z.number().int().min(0);
const compared = z.object({ current: count, previous: count });

/**
 * The figures of one weekly report e-mail, fixed when the week is scheduled and kept with each of
 * its deliveries, so a retry sends the same e-mail.
 */
export const weeklyReportFactsSchema = z.object({
  /** The week's first and last day (UTC), both included. */
  from: z.string(),
  to: z.string(),
  visitors: compared,
  trialsStarted: compared,
  trialsCompleted: compared,
  /** The sources with the most visitors, and how many of those visitors started a trial. */
  sources: z.array(z.object({ source: z.string(), visitors: count, trialsStarted: count })),
  /**
   * Customers whose first payment after the trial went through in the week, per named source of
   * their first visit, and what they pay a month at their plan's US-dollar price. Absent from
   * reports queued before it was counted.
   */
  payingSources: z
    .array(
      z.object({
        source: z.string(),
        channel: z.string(),
        paying: count,
        monthlyRevenueUsd: z.number().min(0),
      }),
    )
    .default([]),
  /** Pages whose 75th percentile LCP or INP is not "good", most measured first. */
  slowPages: z.array(
    z.object({
      path: z.string(),
      samples: count,
      lcpP75: z.number().nullable(),
      inpP75: z.number().nullable(),
    }),
  ),
});
export type WeeklyReportFacts = z.infer<typeof weeklyReportFactsSchema>;
