import { ClipboardList, MapPin, TicketPercent, type LucideIcon } from "lucide-react";

export interface OnboardingSlide { icon: LucideIcon; title: string; body: string }

export const ONBOARDING_SLIDES: readonly OnboardingSlide[] = [
  {
    icon: ClipboardList,
    title: "Build your shopping list",
    body: "Build a list by hand or by scanning barcodes: type items, pick from common groceries, or point your camera at a product.",
  },
  {
    icon: MapPin,
    title: "Compare prices nearby",
    body: "We compare prices at stores near you and find the cheapest mix of stores, with at least 5 items per store so every trip is worth it.",
  },
  {
    icon: TicketPercent,
    title: "Redeem coupons and deals",
    body: "Browse coupons and featured discounts from local supermarkets, butchers, fishmongers and greengrocers, and redeem them in store.",
  },
];
