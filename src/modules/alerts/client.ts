/** The alerts module's surface for the shell and other modules' UI. */
export { NotificationsPanel } from "./components/notifications-panel";
export { WatchPriceButton } from "./components/watch-price-button";
export { WatchItemButton } from "./components/watch-item-button";
