import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { connection } from "next/server";
import { Toaster } from "@/components/ui/toaster";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Cartwise", template: "%s · Cartwise" },
  description: "Find the cheapest mix of nearby grocery stores for your shopping list.",
  // Installed on a phone (manifest.ts, decision 022): iOS opens it full screen too.
  appleWebApp: { capable: true, title: "Cartwise", statusBarStyle: "default" },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#047857" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every document is rendered per request so Next can put this request's CSP nonce on its
  // scripts (src/proxy.ts); a prerendered page's inline scripts would carry no nonce and be blocked.
  await connection();
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans antialiased">
        {children}
        <Toaster />
      </body>
    </html>
  );
}
