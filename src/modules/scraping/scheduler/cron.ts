import { createTask, validate } from "node-cron";

/** Every day at 03:00 (server time): the schedule Setup Schedules gives a store that has none. */
export const DEFAULT_SCRAPE_CRON = "0 3 * * *";

export function isValidCron(expression: string): boolean {
  return expression.length <= 100 && validate(expression);
}

/** The next time `expression` fires after now (node-cron's own parser, so ticks and schedules agree). */
export function nextRunAt(expression: string): Date {
  if (!isValidCron(expression)) throw new Error(`Invalid cron expression: ${expression}`);
  const task = createTask(expression, () => undefined);
  try {
    const [next] = task.getNextRuns(1);
    if (!next) throw new Error(`Cron expression never fires: ${expression}`);
    return next;
  } finally {
    void task.destroy();
  }
}
