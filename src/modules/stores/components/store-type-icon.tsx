import { Beef, Carrot, Fish, ShoppingCart, Store, type LucideProps } from "lucide-react";
import type { StoreTypeKey } from "../geo";

/** The glyph for each store type; colours and labels stay in geo/marker-styles (pure, no React). */
const ICONS = {
  supermarket: ShoppingCart,
  grocery: Store,
  butcher: Beef,
  fishmonger: Fish,
  greengrocer: Carrot,
  default: Store,
} as const satisfies Record<StoreTypeKey, unknown>;

/** Decorative store-type icon (the type's label is always shown or spoken next to it). */
export function StoreTypeIcon({ typeKey, ...props }: { typeKey: StoreTypeKey } & Omit<LucideProps, "ref">) {
  const Icon = ICONS[typeKey];
  return <Icon aria-hidden="true" {...props} />;
}
