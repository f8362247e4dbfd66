export interface PromoMessage { title: string; body: string }

export const PROMO_MESSAGES: readonly PromoMessage[] = [
  { title: "Find the cheapest groceries near you", body: "Compare prices at the stores around you before you leave home." },
  { title: "See the prices, save the difference", body: "Know what every store charges for your list and keep the change." },
  { title: "Compare local stores instantly", body: "Supermarkets, greengrocers, butchers and fishmongers side by side." },
  { title: "Your local grocery savings hub", body: "From supermarkets to butchers, every deal near you in one place." },
];
