export * from "./enums";
export * from "./users";
export * from "./catalog";
export * from "./lists";
export * from "./retail";
export * from "./shopper-coupons";
export * from "./scraping";
export * from "./billing";
