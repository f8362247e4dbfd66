import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from "../content";

export function ContactSupport() {
  return (
    <Card className="flex flex-col items-start gap-2">
      <h2 className="text-base font-semibold text-slate-900">Still need help?</h2>
      <p className="text-sm text-slate-700">{"Can't find what you're looking for? Write to us and we'll help."}</p>
      <a href={SUPPORT_MAILTO} className={buttonClass("primary")}>
        Contact Support
      </a>
      <p className="text-xs text-slate-600">Opens an e-mail to {SUPPORT_EMAIL}</p>
    </Card>
  );
}
