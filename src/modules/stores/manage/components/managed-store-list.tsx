import Link from "next/link";
import { Card } from "@/components/ui/card";
import { buttonClass } from "@/components/ui/button";
import type { ManagedStoreDto } from "../queries";
import { storeAddressLine } from "../../address-line";

function Tag({ tone, children }: { tone: "green" | "amber" | "red" | "slate" | "blue"; children: React.ReactNode }) {
  const tones = { green: "bg-green-100 text-green-800", amber: "bg-amber-100 text-amber-800", red: "bg-red-100 text-red-800", slate: "bg-slate-100 text-slate-700", blue: "bg-blue-100 text-blue-800" };
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>{children}</span>;
}

/** Why shoppers do or do not see a store, in one line. */
export function visibilityNote(s: ManagedStoreDto): { tone: "green" | "amber" | "red" | "slate"; text: string } {
  if (s.closedAt) return { tone: "slate", text: "Closed" };
  if (s.listingStatus === "pending") return { tone: "amber", text: "Waiting for approval" };
  if (s.listingStatus === "rejected") return { tone: "red", text: `Rejected${s.listingNote ? `: ${s.listingNote}` : ""}` };
  if (s.visibleToShoppers) return { tone: "green", text: "Shown to shoppers" };
  if (s.address === "To be updated" || (s.latitude === 0 && s.longitude === 0)) return { tone: "amber", text: "Hidden: no real address" };
  return { tone: "amber", text: "Hidden until it has a price" };
}

/** Stores as cards (phones) that read as a list on wide screens; each opens its edit page. */
export function ManagedStoreList({ stores, editHref }: { stores: ManagedStoreDto[]; editHref: (id: string) => string }) {
  if (!stores.length) return <p className="text-sm text-slate-600">No stores yet.</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="managed-stores">
      {stores.map((s) => {
        const v = visibilityNote(s);
        return (
          <li key={s.id}>
            <Card className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  <span className="break-words">{s.name}</span>
                  {s.isDemo ? <Tag tone="blue">Demo data</Tag> : null}
                  <Tag tone={v.tone}>{v.text}</Tag>
                </p>
                <p className="break-words text-sm text-slate-700">{storeAddressLine(s.address, s.suburb, s.city) || "No address yet"}</p>
                <p className="text-xs text-slate-600">
                  {s.storeType}{s.chain ? ` · ${s.chain}` : ""} · {s.countryCode} ({s.currency}) · {s.timeZone} · {s.productCount} product{s.productCount === 1 ? "" : "s"}
                  {s.retailerName ? ` · retailer ${s.retailerName}` : ""}
                </p>
              </div>
              <Link href={editHref(s.id)} className={buttonClass("outline", "shrink-0")} aria-label={`Edit ${s.name}`}>Edit</Link>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
