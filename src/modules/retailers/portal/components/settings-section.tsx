import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="flex scroll-mt-4 flex-col gap-2">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">{title}</h2>
      <Card>{children}</Card>
    </section>
  );
}
