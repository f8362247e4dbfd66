import { Card } from "@/components/ui/card";

/** An honest placeholder for a screen whose feature has not landed yet: no fake figures. */
export function ComingSoon({ feature }: { feature: string }) {
  return (
    <main className="mx-auto max-w-3xl p-4">
      <Card>
        <p className="font-medium">{feature} is on its way.</p>
        <p className="mt-1 text-sm text-slate-600">This part of Cartwise is still being built. Nothing here is sample data.</p>
      </Card>
    </main>
  );
}
