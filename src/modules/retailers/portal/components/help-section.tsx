import Link from "next/link";
import { ExternalLink, LifeBuoy } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { SUPPORT_EMAIL } from "@/modules/faq/shared";

/** A mail draft to support with the store name and account type filled in. */
export function supportMailto(storeName: string, accountType: string): string {
  const subject = "Retailer support request";
  const body = `Store name: ${storeName}\nAccount type: ${accountType}\n\nHow can we help?\n`;
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function HelpSection({ storeName, accountType, premium }: { storeName: string; accountType: string; premium: boolean }) {
  return (
    <div className="flex flex-col gap-3 text-sm text-slate-800">
      <p>{premium ? "Premium retailers get priority support." : "Basic retailers get e-mail support."} We usually answer within one business day.</p>
      <div className="flex flex-wrap gap-2">
        <a href={supportMailto(storeName, accountType)} className={buttonClass("outline")}><LifeBuoy aria-hidden="true" className="h-4 w-4" />Contact support</a>
        <Link href="/faq" className={buttonClass("ghost")}>FAQ and Help</Link>
      </div>
    </div>
  );
}

export function LegalSection() {
  return (
    <p className="text-sm text-slate-800">
      <a href="/terms" target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 underline">
        Terms of Service<ExternalLink aria-hidden="true" className="h-3.5 w-3.5" /><span className="sr-only">(opens in a new tab)</span>
      </a>
      {" · "}
      <a href="/privacy" target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 underline">
        Privacy Policy<ExternalLink aria-hidden="true" className="h-3.5 w-3.5" /><span className="sr-only">(opens in a new tab)</span>
      </a>
    </p>
  );
}
