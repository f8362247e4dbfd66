"use client";
import { ErrorScreen, type ErrorScreenProps } from "@/components/shell/error-screen";
import "./globals.css";

/** Errors no route group catches (the root layout itself, top-level pages): replaces the whole document. */
export default function GlobalError(props: Omit<ErrorScreenProps, "home">) {
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans antialiased">
        <ErrorScreen {...props} home={{ href: "/", label: "Back to Home" }} />
      </body>
    </html>
  );
}
