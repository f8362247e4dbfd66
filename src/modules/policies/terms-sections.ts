import { POLICY_FACTS as F, type PolicySection } from "./constants";

export const TERMS_INTRO =
  "These Terms of Service govern your use of Cartwise, a grocery price-comparison and shopping-list service, including the retailer portal. By creating an account or using Cartwise you agree to them. If you do not agree, please do not use the service.";

export const TERMS_SECTIONS: readonly PolicySection[] = [
  {
    heading: "1. Who can use Cartwise",
    paragraphs: [
      `You must be at least ${F.minimumAge} years old to create an account. If you use Cartwise on behalf of a business, you confirm that you are authorised to accept these terms for that business.`,
      "You are responsible for keeping your password secret and for everything done with your account. Tell us straight away if you think someone else has used it.",
    ],
  },
  {
    heading: "2. What the service does",
    paragraphs: [
      "Cartwise lets shoppers build shopping lists by typing items, by picking common items or by scanning a receipt photo, compare prices at nearby stores, see the cheapest mix of stores for a list, browse coupons and featured discounts, and find stores on a map.",
      "When Cartwise suggests a mix of stores, each store in a multi-store plan covers at least 5 items of your list, so that every stop is worth the trip. Prices are shown in NZD, AUD or USD, chosen from your location.",
    ],
  },
  {
    heading: "3. Prices and store information",
    paragraphs: [
      "Price data refreshes daily. Prices come from store websites, retailer submissions and receipts, and stores can change prices, run out of stock or end specials at any time. The price at the checkout is the one that counts.",
      "Savings estimates, distances and store details are provided for information only. We work to keep them accurate but do not guarantee that they are complete, current or error-free.",
    ],
  },
  {
    heading: "4. Shopper accounts",
    paragraphs: [
      "Cartwise is free for shoppers. We may offer optional premium features for shoppers later; if we do, we will show the price and ask for your agreement before you are charged anything.",
      "Coupons are offered by retailers, not by Cartwise. Each coupon can be redeemed once per account, and the retailer's own conditions and expiry date apply.",
    ],
  },
  {
    heading: "5. Retailer accounts, plans and fees",
    paragraphs: [
      "Retailers can register a store profile for free on the basic plan, which includes standard banner placement, basic analytics and email support.",
      `The premium retailer plan costs ${F.premiumMonthly} per month, billed monthly in advance until cancelled. It includes reduced coupon upload fees, priority banner placement and rotation, featured slots, advanced analytics and priority support. Cancelling stops future renewals; premium features stay active until the end of the paid month.`,
      `Each coupon upload is charged a fee: ${F.couponFeePremium} per coupon on the premium plan and ${F.couponFeeStandard} per coupon on the standard (basic) plan. All charges are in U.S. dollars (USD); an amount shown in another currency is an estimate.`,
      `Banner advertising is priced per placement per month (standard / exclusive): Homepage Header Banner ${F.bannerHomepage.standard} / ${F.bannerHomepage.exclusive}, Category Inline Banner ${F.bannerCategory.standard} / ${F.bannerCategory.exclusive}, Coupon Hub Featured Banner ${F.bannerCouponHub.standard} / ${F.bannerCouponHub.exclusive}. The homepage banner rotates up to 3 retailers, and premium retailers get priority in banner rotation.`,
      "Coupon upload fees and advertising fees are non-refundable, including when a coupon or banner is removed early. If a subscription payment fails, the account is downgraded to the basic plan until a payment succeeds.",
    ],
  },
  {
    heading: "6. Retailer content",
    bullets: [
      "Coupons, banners, logos and store details must be accurate, lawful and yours to publish.",
      "You must honour every coupon you publish until its expiry date.",
      "Banner text is limited to 120 characters and calls to action to 20 characters; logos must be PNG, JPG or SVG files of at most 2 MB.",
      "We may remove content that is misleading, offensive or breaks these terms, without refunding fees already paid.",
    ],
  },
  {
    heading: "7. Acceptable use",
    bullets: [
      "Do not copy, scrape or resell Cartwise's price data or use automated tools to access the service.",
      "Do not try to get around rate limits, security controls or another person's account.",
      "Do not upload receipts, images or text that you have no right to share, or that contain malicious code.",
      "Do not use Cartwise for anything unlawful.",
    ],
  },
  {
    heading: "8. Services we rely on",
    paragraphs: [
      "Cartwise uses a payments provider to process retailer charges, a maps service to show store locations and look up addresses, a backend provider to host the application and its database, and an email service to send account and notification emails. Their own terms apply to what they do; we choose them carefully but cannot answer for their outages.",
    ],
  },
  {
    heading: "9. Closing your account",
    paragraphs: [
      `You can close your account at any time from Manage Account in your profile or by writing to support. We delete your account data within ${F.accountDeletionDays} days after closure, except records we must keep by law (see the Privacy Policy). We may suspend or close accounts that break these terms.`,
    ],
  },
  {
    heading: "10. Liability",
    paragraphs: [
      "Cartwise is provided as is. To the extent the law allows, we are not liable for indirect losses, lost savings or differences between the prices shown and the prices charged in store. Nothing in these terms limits rights you have under consumer-protection law that cannot be excluded.",
    ],
  },
  {
    heading: "11. Changes and contact",
    paragraphs: [
      "We may update these terms. When the changes are significant we will tell you in the app before they take effect, and the date at the top of this page always shows the latest version.",
      `Questions about these terms: ${F.supportEmail}.`,
    ],
  },
];
