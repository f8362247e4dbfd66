import type { Actor } from "@/server/auth/session";
import type { Db } from "@/server/db";
import { compareSource, type CompareListSource } from "../queries";
import { planOutcome } from "../plan-outcome";
import { COMPARE_MESSAGES, type CompareOptionsInput } from "../schemas";
import { BestSavingsView } from "./best-savings-view";
import { CompareNotice } from "./compare-notice";
import { LocationPrompt } from "./location-prompt";

/** Runs the comparison (streamed behind the page's loading state) and hands it to the view. */
export async function BestSavingsSection({ db, actor, source, routeListId, options }: {
  db: Db;
  actor: Actor;
  source: CompareListSource;
  routeListId: string | null;
  options: CompareOptionsInput;
}) {
  const outcome = planOutcome(await compareSource(db, actor, { source, options }));
  const backToList = source.listId ? `/lists/${source.listId}` : null;
  switch (outcome.status) {
    case "ok":
      return <BestSavingsView list={outcome.list} routeListId={routeListId} initial={outcome.comparison} initialOptions={options} />;
    case "empty":
      return <CompareNotice title="Empty list" description={COMPARE_MESSAGES.emptyList} redirectTo={backToList} />;
    case "rate-limited":
      return <CompareNotice title={COMPARE_MESSAGES.rateLimitTitle} description={COMPARE_MESSAGES.rateLimited} />;
    case "failed":
      return <CompareNotice title={COMPARE_MESSAGES.failedTitle} description={outcome.message} redirectTo={backToList} />;
    case "location-needed":
      return <LocationPrompt />;
    case "not-found":
      return <CompareNotice title="Error" description="The shopping list you're looking for doesn't exist." redirectTo="/lists" />;
  }
}
