/**
 * `tsx --conditions=react-server --import ./scripts/lib/next-react-server.mjs <script>`: resolves
 * `next/navigation` the way Next's server-components layer does (its react-server build). The plain
 * build calls React.createContext while loading, which React's react-server build (what the condition
 * selects) does not have, so a script whose imports reach `@/server/auth/session` or `@/server/page`
 * (e.g. the scrape ingest through the pricing and lists doors) would fail before it starts.
 */
import { registerHooks } from "node:module";

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === "next/navigation" || specifier === "next/navigation.js") return nextResolve("next/dist/client/components/navigation.react-server.js", context);
    return nextResolve(specifier, context);
  },
});
