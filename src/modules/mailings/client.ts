export { ShopperEmailPreferencesForm } from "./components/shopper-email-preferences";
