import Link from "next/link";
import { ClipboardList, MapPin, PiggyBank, TicketPercent, Wrench, type LucideIcon } from "lucide-react";

interface QuickAction { href: string; label: string; icon: LucideIcon }

const ACTIONS: readonly QuickAction[] = [
  { href: "/lists", label: "Shopping Lists", icon: ClipboardList },
  { href: "/cheapest-list", label: "Best Savings", icon: PiggyBank },
  { href: "/map", label: "Find Stores", icon: MapPin },
  { href: "/coupons", label: "Coupons", icon: TicketPercent },
];

const ADMIN_ACTION: QuickAction = { href: "/admin/scraping", label: "Scraping Admin", icon: Wrench };

/** The admin tile is decided on the server from the actor's role, never on the client. */
export function QuickActions({ showAdmin }: { showAdmin: boolean }) {
  const actions = showAdmin ? [...ACTIONS, ADMIN_ACTION] : ACTIONS;
  return (
    <section aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className="mb-2 text-base font-semibold text-slate-900">Quick actions</h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {actions.map(({ icon: Icon, ...a }) => (
          <li key={a.href}>
            <Link href={a.href} className="flex h-full flex-col items-center gap-1 rounded-xl border border-slate-200 bg-white p-4 text-center text-sm font-medium text-slate-900 shadow-sm hover:border-brand-500 hover:bg-brand-50">
              <Icon aria-hidden="true" className="h-7 w-7 text-brand-700" />
              {a.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
