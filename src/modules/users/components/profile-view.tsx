import Link from "next/link";
import { MapPin } from "lucide-react";
import { Card } from "@/components/ui/card";
import { CURRENCIES, formatAmount } from "@/modules/currency/engine";
import type { ProfileSummary } from "../queries";
import { membershipLabel } from "../membership";
import { ManageAccountButton } from "./manage-account-dialog";
import { ResendConfirmationButton } from "./resend-confirmation-button";
import { SignOutButton } from "./sign-out-button";

const LINKS = [
  { href: "/retailer/auth", label: "Retailer Portal", hint: "Sell on Cartwise: coupons and banners" },
  { href: "/faq", label: "FAQ & Help", hint: "Answers to common questions" },
  { href: "/privacy", label: "Privacy Policy", hint: "How we handle your data" },
  { href: "/terms", label: "Terms of Service", hint: "The rules for using Cartwise" },
] as const;

function Badge({ children, tone = "slate" }: { children: React.ReactNode; tone?: "slate" | "brand" }) {
  const cls = tone === "brand" ? "bg-brand-100 text-brand-800" : "bg-slate-100 text-slate-700";
  return <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ${cls}`}>{children}</span>;
}

function StatTile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card className="flex flex-col items-center gap-0.5 p-3 text-center">
      <span className="text-xl font-bold text-slate-900">{value}</span>
      <span className="text-xs text-slate-600">{label}</span>
      {note ? <span className="text-[11px] text-slate-500">{note}</span> : null}
    </Card>
  );
}

type Stats = ProfileSummary["stats"];

/** "NZ$12.50": the tile is narrow, so the symbol alone says which currency. */
const savedValue = (stats: Stats) => `${CURRENCIES[stats.moneySavedCurrency].symbol}${formatAmount(stats.moneySavedCents)}`;

const savedNote = (trips: number, receipts: number) => {
  if (trips === 0 && receipts === 0) return "Shop a Best Savings plan or share a receipt to start counting";
  const parts = [trips ? `${trips} planned trip${trips === 1 ? "" : "s"}` : null, receipts ? `${receipts} receipt${receipts === 1 ? "" : "s"}` : null];
  return `from ${parts.filter(Boolean).join(" and ")}`;
};

/** `premium`: the upgrade / manage area, composed by the page from the billing module. */
export function ProfileView({ summary, premium }: { summary: ProfileSummary; premium?: React.ReactNode }) {
  const displayName = summary.name?.trim() || "Add your name";
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 p-4">
      <Card className="flex items-center gap-4">
        <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800">
          {(summary.name?.trim()?.[0] ?? summary.email[0] ?? "?").toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-slate-900" data-testid="profile-name">{displayName}</p>
          <p className="truncate text-sm text-slate-600" data-testid="profile-email">{summary.email}</p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <Badge tone="brand">{membershipLabel(summary.membershipTier)}</Badge>
            {summary.locationBadges.map((b) => <Badge key={b}><MapPin aria-hidden="true" className="h-3 w-3" />{b}</Badge>)}
          </div>
        </div>
      </Card>

      {!summary.emailConfirmed ? (
        <Card className="flex flex-col gap-2 border-amber-300 bg-amber-50">
          <p className="text-sm text-amber-900">Your email address isn&apos;t confirmed yet. Check your inbox for the confirmation link.</p>
          <div><ResendConfirmationButton /></div>
        </Card>
      ) : null}

      {premium}

      <section aria-label="Your activity" className="grid grid-cols-3 gap-2">
        <StatTile label="Lists" value={String(summary.stats.lists)} />
        <StatTile label="Saved" value={savedValue(summary.stats)} note={savedNote(summary.stats.plannedTrips, summary.stats.sharedReceipts)} />
        <StatTile label="Coupons" value={String(summary.stats.couponsRedeemed)} />
      </section>

      <nav aria-label="Help and policies" className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <ul className="divide-y divide-slate-200">
          {LINKS.map((l) => (
            <li key={l.href}>
              <Link href={l.href} className="flex items-center justify-between px-4 py-3 hover:bg-slate-50">
                <span>
                  <span className="block text-sm font-medium text-slate-900">{l.label}</span>
                  <span className="block text-xs text-slate-600">{l.hint}</span>
                </span>
                <span aria-hidden="true" className="text-slate-400">›</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="flex flex-col gap-2">
        <ManageAccountButton name={summary.name ?? ""} />
        <SignOutButton className="w-full" />
      </div>
    </main>
  );
}
