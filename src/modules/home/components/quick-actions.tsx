import Link from "next/link";

const ACTIONS = [
  { href: "/lists", label: "Shopping Lists", icon: "📝" },
  { href: "/cheapest-list", label: "Best Savings", icon: "💰" },
  { href: "/map", label: "Find Stores", icon: "📍" },
  { href: "/coupons", label: "Coupons", icon: "🎟️" },
] as const;

const ADMIN_ACTION = { href: "/admin/scraping", label: "Scraping Admin", icon: "🛠️" } as const;

/** The admin tile is decided on the server from the actor's role, never on the client. */
export function QuickActions({ showAdmin }: { showAdmin: boolean }) {
  const actions = showAdmin ? [...ACTIONS, ADMIN_ACTION] : ACTIONS;
  return (
    <section aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className="mb-2 text-base font-semibold text-slate-900">Quick actions</h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {actions.map((a) => (
          <li key={a.href}>
            <Link href={a.href} className="flex h-full flex-col items-center gap-1 rounded-xl border border-slate-200 bg-white p-4 text-center text-sm font-medium text-slate-900 shadow-sm hover:border-brand-500 hover:bg-brand-50">
              <span aria-hidden="true" className="text-2xl">{a.icon}</span>
              {a.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
