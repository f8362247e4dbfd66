export { MAIL_CATEGORIES, MAIL_CATEGORY_KEYS, SHOPPER_MAIL_CATEGORIES, PREFERENCE_DEFAULTS, UNSUBSCRIBE_MESSAGES, shopperEmailPreferenceSchema } from "./kinds";
export type { MailCategory, ShopperMailCategory, ShopperEmailPreferences } from "./kinds";
