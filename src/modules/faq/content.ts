import { POLICY_FACTS as F } from "@/modules/policies/shared";
import type { FaqEntry } from "./engine/search";

export const SUPPORT_EMAIL = F.supportEmail;
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent("Cartwise support request")}`;

export const SHOPPER_FAQS: readonly FaqEntry[] = [
  {
    id: "shopper-free",
    question: "Is Cartwise free to use?",
    answer: "Yes. Cartwise is free for shoppers: lists, price comparison, the store map and coupons cost nothing. Premium features for shoppers may come later, and if they do they will be optional and clearly priced.",
  },
  {
    id: "shopper-cheapest-mix",
    question: "How does Cartwise find the cheapest mix of stores?",
    answer: "Open a list and choose Compare Prices. Cartwise looks up the current price of every item at stores near you and works out the combination with the lowest total. A store is only added to the plan if you would buy at least 5 items there, so you never make a trip for one or two things. You can also see the cheapest single store for the whole list.",
  },
  {
    id: "shopper-radius",
    question: "How far away are the stores Cartwise compares?",
    answer: "The search starts with stores within 5 km of your location. If there are not enough stores nearby that stock at least 5 of your items, it widens step by step up to 30 km (about 18.6 miles).",
  },
  {
    id: "shopper-currency",
    question: "Which currency are prices shown in?",
    answer: "Prices are shown in New Zealand dollars (NZD), Australian dollars (AUD) or US dollars (USD). The currency is chosen from your location: New Zealand uses NZD, Australia uses AUD and everywhere else uses USD.",
  },
  {
    id: "shopper-receipts",
    question: "How does receipt scanning work, and is my receipt uploaded?",
    answer: "Tap Scan Receipt on your lists and take or choose a photo. The receipt is scanned on your device: the image is read in your browser and is not uploaded. You review the items it found, and the ones you keep become a new list named Receipt Items with today's date.",
  },
  {
    id: "shopper-refresh",
    question: "How often are prices updated?",
    answer: "Price data refreshes daily. Stores can change prices or end specials during the day, so the price at the checkout may occasionally differ from the one shown.",
  },
  {
    id: "shopper-quick-add",
    question: "What is the fastest way to build a list?",
    answer: "Use Quick Add to pick from 24 common items such as milk, bread and eggs, or type your own; Cartwise suggests corrected spellings for typos. Quick Add puts items into your first list, or creates a list called Quick Items if you have none. You can also scan a receipt to rebuild a past shop.",
  },
  {
    id: "shopper-coupons",
    question: "How do coupons and featured deals work?",
    answer: "The Coupons page shows coupons and featured discounts published by local supermarkets, butchers, fishmongers and greengrocers. Each coupon can be redeemed once per account before its expiry date, and the retailer's own conditions apply.",
  },
  {
    id: "shopper-location",
    question: "Why does Cartwise ask for my location?",
    answer: "Your location is used to find stores near you and to pick your currency. You can allow your device's location or type an address in your profile instead; Cartwise works either way.",
  },
  {
    id: "shopper-delete",
    question: "How do I delete my account and data?",
    answer: "Use Manage Account in your profile, or write to support. Your account data is deleted within 30 days after the account is closed.",
  },
];

export const RETAILER_FAQS: readonly FaqEntry[] = [
  {
    id: "retailer-join",
    question: "How do I list my store on Cartwise?",
    answer: "Open the retailer portal and choose Sign Up with your business name and address. New retailer accounts start on the free basic plan, and you can upload coupons and create banners straight away.",
  },
  {
    id: "retailer-coupon-fee",
    question: "How much does it cost to upload a coupon?",
    answer: `Each coupon costs ${F.couponFeeStandard} on the standard (basic) plan and ${F.couponFeePremium} on the premium plan. All charges are in U.S. dollars (USD); amounts in other currencies are estimates. Upload fees are non-refundable.`,
  },
  {
    id: "retailer-premium",
    question: "What does the premium plan include and cost?",
    answer: `Premium costs ${F.premiumMonthly} per month. It includes reduced coupon upload fees, priority banner placement and rotation, featured slots, detailed analytics and priority support. The basic plan includes standard placement, basic analytics and email support.`,
  },
  {
    id: "retailer-failed-payment",
    question: "What happens if a subscription payment fails?",
    answer: "If a payment fails, your account is downgraded to the basic plan. Update your payment details and upgrade again from the Subscription page to restore premium features.",
  },
  {
    id: "retailer-placements",
    question: "Which banner placements can I buy, and what do they cost?",
    answer: `Prices are per month, standard / exclusive: Homepage Header Banner ${F.bannerHomepage.standard} / ${F.bannerHomepage.exclusive}; Category Inline Banner ${F.bannerCategory.standard} / ${F.bannerCategory.exclusive}; Coupon Hub Featured Banner ${F.bannerCouponHub.standard} / ${F.bannerCouponHub.exclusive}. Standard placements are shared with other retailers; exclusive ones are yours alone.`,
  },
  {
    id: "retailer-rotation",
    question: "How are banners chosen for the home page?",
    answer: "The home page banner rotates up to 3 retailers, changing every 5 seconds. Premium retailers are shown first, then the newest banners from other retailers.",
  },
  {
    id: "retailer-banner-rules",
    question: "What can I put in a banner?",
    answer: "Banner text of up to 120 characters, an optional call to action of up to 20 characters, and your logo as a PNG, JPG or SVG file of at most 2 MB (500 x 500 pixels is recommended). Shoppers can open your store page from the banner.",
  },
  {
    id: "retailer-analytics",
    question: "What analytics do I get?",
    answer: "The Analytics page shows your total coupons, how often they were viewed and clicked, the click rate, your top 3 coupons and your 5 most recent ones. Analytics events are kept for 2 years.",
  },
  {
    id: "retailer-refunds",
    question: "Can I get a refund for a coupon or banner?",
    answer: "No. Coupon upload fees and advertising fees are non-refundable, including when you remove a coupon or banner early. You can cancel premium at any time; it stays active until the end of the paid month.",
  },
  {
    id: "retailer-prices",
    question: "How often are my store's prices updated in Cartwise?",
    answer: "Price data refreshes daily from store websites and retailer submissions. If something looks wrong, contact support and we will check the source.",
  },
];
