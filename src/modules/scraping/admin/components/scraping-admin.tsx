"use client";
import Link from "next/link";
import { CalendarClock, Loader2, PlayCircle, RefreshCw } from "lucide-react";
import { Button, buttonClass } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAction } from "@/components/ui/use-action";
import { runScheduledAction, scrapeAllAction, setupSchedulesAction } from "../actions";
import { ADMIN_ERRORS, ADMIN_TOASTS } from "../messages";
import type { ScrapingAdminData } from "../queries";
import { LiveProgressPanel, useLiveProgress } from "./live-progress";
import { OverviewTab, RecentLogsTab, StoreStatusTab } from "./overview-tabs";
import { StoreManagementTab } from "./store-management-tab";
import { useValidationRun, ValidationTab } from "./validation-tab";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function ScrapingAdmin({ data }: { data: ScrapingAdminData }) {
  const { progress, watching, watch } = useLiveProgress(data.running);
  const validation = useValidationRun(watch);
  const scheduled = useAction(runScheduledAction, {
    failure: { title: "Error", fallback: ADMIN_ERRORS.startScraping },
    success: (res) => ADMIN_TOASTS.scrapingStarted(res.due ? `${plural(res.queued, "scheduled store")} queued` : "No stores are due yet"),
    onSuccess: () => watch(),
  });
  const all = useAction(scrapeAllAction, {
    failure: { title: "Error", fallback: ADMIN_ERRORS.startScraping },
    success: (res) => ADMIN_TOASTS.scrapingStarted(`${plural(res.queued, "store")} queued${res.stores > res.queued ? ` (${res.stores - res.queued} already queued)` : ""}`),
    onSuccess: () => watch(),
  });
  const setup = useAction(setupSchedulesAction, {
    failure: { title: "Error", fallback: ADMIN_ERRORS.setupSchedules },
    success: (res) => ({ ...ADMIN_TOASTS.schedulesSetUp(res.schedules.length), variant: "success" }),
    refresh: true,
  });
  const busy = scheduled.pending ? "scheduled" : all.pending ? "all" : setup.pending ? "setup" : null;
  const runScheduled = () => void scheduled.run({});
  const scrapeAll = () => void all.run({});
  const setupSchedules = () => void setup.run({});

  const spin = (key: typeof busy) => (busy === key ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null);

  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-4">
      <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Scraping actions">
        <Button variant="outline" onClick={runScheduled} disabled={busy !== null}>
          {spin("scheduled") ?? <RefreshCw className="size-4" aria-hidden />}
          Run Scheduled
        </Button>
        <Button onClick={scrapeAll} disabled={busy !== null}>
          {spin("all") ?? <PlayCircle className="size-4" aria-hidden />}
          Scrape All
        </Button>
        <Button variant="outline" onClick={setupSchedules} disabled={busy !== null}>
          {spin("setup") ?? <CalendarClock className="size-4" aria-hidden />}
          Setup Schedules
        </Button>
        <Link href="/admin/stores" className={buttonClass("outline")}>Stores</Link>
      </div>
      <LiveProgressPanel progress={progress} watching={watching} />
      <Tabs defaultValue="overview" className="min-w-0">
        <TabsList scrollClassName="w-full bg-slate-100" className="min-w-full justify-start">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="validation">Validation</TabsTrigger>
          <TabsTrigger value="status">Store Status</TabsTrigger>
          <TabsTrigger value="logs">Recent Logs</TabsTrigger>
          <TabsTrigger value="management">Store Management</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="min-w-0">
          <OverviewTab stats={data.stats} />
        </TabsContent>
        <TabsContent value="validation" className="min-w-0">
          <ValidationTab run={validation} />
        </TabsContent>
        <TabsContent value="status" className="min-w-0">
          <StoreStatusTab stores={data.stores} />
        </TabsContent>
        <TabsContent value="logs" className="min-w-0">
          <RecentLogsTab logs={data.logs} last24h={data.stats.last24hScrapes} />
        </TabsContent>
        <TabsContent value="management" className="min-w-0">
          <StoreManagementTab stores={data.stores} onRunStart={watch} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
