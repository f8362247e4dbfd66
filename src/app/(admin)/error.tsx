"use client";
import { ErrorScreen, type ErrorScreenProps } from "@/components/shell/error-screen";

export default function RouteError(props: Omit<ErrorScreenProps, "home">) {
  return <ErrorScreen {...props} home={{ href: "/admin/scraping", label: "Back to administration" }} />;
}
