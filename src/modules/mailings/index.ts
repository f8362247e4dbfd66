import "server-only";
/**
 * Preference-governed e-mail (decision 049): every kind a person can switch off, its senders
 * (each e-mail at most once, keyed in sent_mail), one-click unsubscribe (RFC 8058) with signed
 * tokens, the scheduled-mail job and its cron route.
 */
export { sendPreferencedMail, withUnsubscribe } from "./send";
export type { Recipient, OnceKey, SendOutcome } from "./send";
export { wantsMail, unsubscribe, getShopperEmailPreferences, setShopperEmailPreference } from "./preferences";
export { signUnsubscribeToken, verifyUnsubscribeToken, describeUnsubscribeToken } from "./tokens";
export { sendCouponLiveMails, sendCouponExpiringMails, sendPaymentFailedMails, sendRenewalReminders, sendWeeklyPerformanceReports, sendMarketingCampaign, lastFullWeek, weeklyFigures } from "./retailer-mail";
export { sendWeeklySavingsSummaries } from "./shopper-mail";
export { runMailJobs } from "./jobs";
export { startMailJobs, stopMailJobs } from "./mail-jobs-runtime";
export { handleUnsubscribePost } from "./routes";
