import Link from "next/link";
import { PageHeader } from "@/components/shell/page-header";
import { buttonClass } from "@/components/ui/button";
import { pageContext } from "@/server/page";
import { countOpenReports, listPriceReports } from "@/modules/moderation";
import { ReportQueue } from "@/modules/moderation/client";
import { reportQueueSchema } from "@/modules/moderation/shared";

export const metadata = { title: "Price moderation" };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { db, actor } = await pageContext({ access: "admin", from: "/admin/moderation" });
  const raw = (await searchParams).status;
  const { status } = reportQueueSchema.catch({ status: "open" }).parse({ status: typeof raw === "string" ? raw : undefined });
  const [prices, open] = await Promise.all([listPriceReports(db, actor, { status }), countOpenReports(db)]);
  const tab = (s: "open" | "resolved", label: string) => (
    <Link
      href={s === "open" ? "/admin/moderation" : "/admin/moderation?status=resolved"}
      aria-current={status === s ? "page" : undefined}
      className={`rounded-md px-3 py-1.5 text-sm font-medium ${status === s ? "bg-white text-slate-900 shadow-sm" : "text-slate-700 hover:text-slate-900"}`}
    >
      {label}
    </Link>
  );
  return (
    <>
      <PageHeader title="Price moderation" subtitle={`${open} price${open === 1 ? "" : "s"} with open reports`} />
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-4">
        <p className="text-sm text-slate-700">
          Shoppers report prices they believe are wrong. A price reported by two different shoppers is under review: shown as such and left out of plans until you resolve it.
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <nav aria-label="Reports" className="inline-flex items-center gap-1 rounded-lg bg-slate-100 p-1">
            {tab("open", "Open")}
            {tab("resolved", "Resolved")}
          </nav>
          <Link href="/admin/moderation/held" className={buttonClass("outline")}>Held receipt prices</Link>
        </div>
        <ReportQueue prices={prices} status={status} now={new Date().toISOString()} />
      </main>
    </>
  );
}
