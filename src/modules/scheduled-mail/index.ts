import "server-only";
/**
 * The scheduled e-mails (decision 049) that gather other modules' figures: the retailer mail
 * (coupons, billing, analytics) and the shoppers' weekly savings summary (pricing's trips), the job
 * that runs them all and its pg-boss schedule. It sits above those modules and mailings, which
 * sends each e-mail under the recipient's preferences (decision 059: mailings no longer imports billing).
 */
export { sendCouponLiveMails, sendCouponExpiringMails, sendPaymentFailedMails, sendRenewalReminders, sendWeeklyPerformanceReports, lastFullWeek, weeklyFigures } from "./retailer-mail";
export { sendWeeklySavingsSummaries } from "./shopper-mail";
export { runMailJobs } from "./jobs";
export { startMailJobs, stopMailJobs } from "./mail-jobs-runtime";
