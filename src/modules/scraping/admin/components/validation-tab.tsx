"use client";
import { useState } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { THROWN } from "@/lib/action-outcome";
import { runValidationStepAction } from "../actions";
import { ADMIN_TOASTS } from "../messages";
import { validationProgress } from "../format";
import { VALIDATION_STEPS } from "../../validation/step-list";
import { Badge } from "./bits";

type StepStatus = "pending" | "running" | "success" | "failed";
interface StepState { status: StepStatus; summary: string; error: string | null }

const initial = (): StepState[] => VALIDATION_STEPS.map(() => ({ status: "pending", summary: "", error: null }));

const TONE: Record<StepStatus, "slate" | "blue" | "green" | "red"> = { pending: "slate", running: "blue", success: "green", failed: "red" };

/**
 * The validation run's state. It lives in the page (ScrapingAdmin), not in the tab: Radix unmounts
 * an inactive tab's content, and a run that goes on after a tab switch must still be shown.
 */
export function useValidationRun(onRunStart: () => void) {
  const [steps, setSteps] = useState<StepState[]>(initial);
  const [running, setRunning] = useState(false);
  const { run: runStep } = useAction(runValidationStepAction);

  async function start() {
    setRunning(true);
    setSteps(initial());
    onRunStart();
    let ok = 0;
    try {
      for (let i = 0; i < VALIDATION_STEPS.length; i++) {
        setSteps((prev) => prev.map((s, j) => (j === i ? { ...s, status: "running" } : s)));
        const res = await runStep({ step: VALIDATION_STEPS[i].id });
        if (res === THROWN) throw new Error("Unknown error");
        const next: StepState = res.ok ? res.result : { status: "failed", summary: "", error: res.formError ?? "Unknown error" };
        if (next.status === "success") ok++;
        setSteps((prev) => prev.map((s, j) => (j === i ? next : s)));
      }
      toast(ADMIN_TOASTS.validationComplete(ok, VALIDATION_STEPS.length, "tests"));
    } catch (e) {
      toast({ ...ADMIN_TOASTS.validationFailed(e instanceof Error ? e.message : "Unknown error"), variant: "destructive" });
    } finally {
      setRunning(false);
    }
  }

  return { steps, running, start };
}

/** The 8-step checklist: steps run one after another on the server; the bar advances 12.5 % per finished step. */
export function ValidationTab({ run }: { run: ReturnType<typeof useValidationRun> }) {
  const { steps, running, start } = run;
  const done = steps.filter((s) => s.status === "success" || s.status === "failed").length;
  const passed = steps.filter((s) => s.status === "success").length;
  const percent = validationProgress(done, steps.length);

  return (
    <div className="space-y-3">
      <Card className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h2 className="font-semibold text-slate-900">Scraping validation</h2>
            <p className="text-sm text-slate-600" data-testid="validation-score">
              {passed}/{steps.length} passed · {percent}% complete
            </p>
          </div>
          <Button onClick={start} disabled={running}>
            {running ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
            Start Full Validation
          </Button>
        </div>
        <div role="progressbar" aria-label="Validation progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 w-full overflow-hidden rounded-full bg-slate-100">
          <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
        </div>
      </Card>
      <ol className="space-y-2">
        {VALIDATION_STEPS.map((step, i) => {
          const s = steps[i];
          return (
            <li key={step.id}>
              <Card className="p-3" data-testid="validation-step" data-status={s.status}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium text-slate-900">
                    {i + 1}. {step.name}
                  </p>
                  <Badge tone={TONE[s.status]}>
                    {s.status === "running" ? <Loader2 className="mr-1 size-3 animate-spin" aria-hidden /> : null}
                    {s.status}
                  </Badge>
                </div>
                {s.summary ? <p className="mt-1 text-sm text-slate-600">{s.summary}</p> : null}
                {s.error ? <p className="mt-1 break-words text-sm text-red-700">{s.error}</p> : null}
              </Card>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
