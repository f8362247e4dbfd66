import { POLICY_FACTS as F, POLICY_VERSION, type PolicySection } from "./constants";

export const PRIVACY_INTRO =
  "This Privacy Policy explains what personal information Cartwise collects, why, who we share it with, how long we keep it and the choices you have. It applies to the shopper app and the retailer portal.";

export const PRIVACY_SECTIONS: readonly PolicySection[] = [
  {
    heading: "1. Information we collect",
    bullets: [
      "Account details: your e-mail address and a securely hashed password (we never store your password itself), your role and the date you accepted the terms.",
      "Profile details you choose to give: your name, address, suburb, country and preferred currency.",
      "Location: the approximate location used to choose your currency and find stores near you. Precise location from your device is used only when you allow it in your browser.",
      "Shopping lists and the items in them, including items you add from a receipt.",
      "Retailer details: business name, address, GST number, logo, coupons, banners and billing history.",
      "Usage and analytics events: coupon views, clicks and redemptions, banner impressions and clicks, and which policy versions you have viewed.",
      "Security records: sign-in attempts, the browser type and a one-way hash of your connection, used to detect abuse.",
    ],
  },
  {
    heading: "2. Receipts stay on your device",
    paragraphs: [
      "Receipts are scanned on your device: the photo is read in your browser and is not uploaded to Cartwise. Only the items you confirm are saved to your shopping list.",
    ],
  },
  {
    heading: "3. How we use your information",
    bullets: [
      "To run your account, keep your lists and compare prices at stores near you.",
      "To show prices in NZD, AUD or USD based on your location.",
      "To show coupons, featured discounts and sponsored banners, and to give retailers analytics about how their coupons and banners perform.",
      "To bill retailers for plans, coupon uploads and advertising.",
      "To protect accounts, prevent fraud and enforce our Terms of Service.",
      "To send account e-mails and, if you opt in, deal and price-drop notifications.",
    ],
  },
  {
    heading: "4. Who we share it with",
    paragraphs: [
      "We do not sell your personal information. We share it only with service providers that help us run Cartwise, under contracts that limit their use of it:",
    ],
    bullets: [
      "a payments provider, which processes retailer card payments; card numbers go directly to it and never reach our servers;",
      "a maps service, which your browser contacts to show maps and look up addresses;",
      "a backend provider, which hosts the application and its database;",
      "an email service, which delivers account and notification e-mails.",
    ],
  },
  {
    heading: "5. What retailers see",
    paragraphs: [
      "Retailers see totals such as views, clicks and redemptions of their own coupons and banners. They do not see your name, e-mail address or shopping lists.",
    ],
  },
  {
    heading: "6. How long we keep it",
    bullets: [
      `Account data is deleted within ${F.accountDeletionDays} days after you close your account.`,
      `Analytics events are kept for ${F.analyticsRetentionYears} years and then deleted.`,
      `Financial records such as retailer payments and invoices are kept for ${F.financialRetentionYears} years, as tax law requires.`,
    ],
  },
  {
    heading: "7. Cookies",
    paragraphs: [
      "We use a single essential cookie to keep you signed in. We do not use advertising or cross-site tracking cookies.",
    ],
  },
  {
    heading: "8. Children",
    paragraphs: [
      `Cartwise is not meant for children under ${F.minimumAge}. If we learn that a child under ${F.minimumAge} has created an account, we delete it.`,
    ],
  },
  {
    heading: "9. Your choices and rights",
    bullets: [
      "See and correct your profile details at any time in the app.",
      "Turn notification e-mails on or off in your settings.",
      "Ask for a copy of your information or for your account to be deleted by writing to support.",
      "Complain to the privacy regulator where you live if you think we have mishandled your information.",
    ],
  },
  {
    heading: "10. Security",
    paragraphs: [
      "Connections to Cartwise are encrypted, passwords are hashed, sign-in attempts are rate limited, and sessions can be revoked by signing out. No system is perfectly secure; we will tell affected users promptly if a breach puts their information at risk.",
    ],
  },
  {
    heading: "11. Changes and contact",
    paragraphs: [
      `This is version ${POLICY_VERSION} of the policy. We will tell you in the app before significant changes take effect.`,
      `Privacy questions and requests: ${F.supportEmail}.`,
    ],
  },
];
