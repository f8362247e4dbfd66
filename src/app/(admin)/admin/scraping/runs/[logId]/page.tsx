import { notFound } from "next/navigation";
import Link from "next/link";
import { PageHeader } from "@/components/shell/page-header";
import { pageContext } from "@/server/page";
import { isAppError } from "@/server/errors";
import { getRunDetail, type RunDetailDto } from "@/modules/scraping";
import { RunDetail } from "@/modules/scraping/client";

export const metadata = { title: "Scrape run" };

export default async function Page({ params }: { params: Promise<{ logId: string }> }) {
  const { logId } = await params;
  const { db, actor } = await pageContext({ access: "admin", from: `/admin/scraping/runs/${encodeURIComponent(logId)}` });
  let run: RunDetailDto;
  try {
    run = await getRunDetail(db, actor, logId);
  } catch (e) {
    if (isAppError(e) && e.code === "NOT_FOUND") notFound();
    throw e;
  }
  return (
    <>
      <PageHeader title="What this run did" subtitle={run.storeName ?? undefined} />
      <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-4">
        <Link href="/admin/scraping" className="text-sm text-brand-700 underline">← Scraping Administration</Link>
        <RunDetail run={run} />
      </main>
    </>
  );
}
