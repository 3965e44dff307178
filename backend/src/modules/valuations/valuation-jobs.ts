import { VALUATION_RULES } from '@valuation/contracts';

/** The scheduled jobs of unpaid requests (ValuationJobsService runs them). */
export const UNPAID_REMINDER_JOB = 'valuation.unpaid-reminder';
export const UNPAID_EXPIRY_JOB = 'valuation.unpaid-expiry';
const HOUR = 60 * 60 * 1000;

export const reminderKey = (id: string) => `valuation-unpaid-reminder:${id}`;
export const expiryKey = (id: string) => `valuation-unpaid-expiry:${id}`;

/** When the jobs of an unpaid request run, from its creation. */
export function unpaidJobTimes(createdAt: Date): { reminder: Date; expiry: Date } {
  return {
    reminder: new Date(createdAt.getTime() + VALUATION_RULES.unpaidReminderHours * HOUR),
    expiry: new Date(createdAt.getTime() + VALUATION_RULES.unpaidExpiryDays * 24 * HOUR),
  };
}
