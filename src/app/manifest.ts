import type { MetadataRoute } from "next";

/**
 * The web app manifest (/manifest.webmanifest): what a phone needs to install Cartwise. It opens
 * on the shopper's lists — the screen that works offline (decision 022). Icons are generated from
 * src/app/icon.svg by scripts/generate-app-icons.ts.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: "Cartwise — cheapest groceries nearby",
    short_name: "Cartwise",
    description: "Shopping lists that find the cheapest mix of nearby grocery stores.",
    start_url: "/lists",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#f8fafc",
    theme_color: "#047857",
    categories: ["shopping", "food", "lifestyle"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
