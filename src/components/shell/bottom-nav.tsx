"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { ClipboardList, House, MapPin, PiggyBank, TicketPercent, UserRound, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/cn";

export const NAV_ITEMS: readonly { href: string; label: string; icon: LucideIcon }[] = [
  { href: "/", label: "Home", icon: House },
  { href: "/lists", label: "Lists", icon: ClipboardList },
  { href: "/cheapest-list", label: "Best Savings", icon: PiggyBank },
  { href: "/map", label: "Find Stores", icon: MapPin },
  { href: "/coupons", label: "Coupons", icon: TicketPercent },
  { href: "/profile", label: "Profile", icon: UserRound },
];

export function BottomNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white">
      <ul className="mx-auto grid max-w-3xl grid-cols-6">
        {NAV_ITEMS.map((item) => {
          const active = item.href === "/" ? pathname === "/" : pathname.startsWith(item.href);
          const Icon = item.icon;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                // One line per label: six columns on a 320–390 px phone leave ~53–65 px each, so the text scales down a little rather than wrap.
                className={cn("flex flex-col items-center gap-0.5 whitespace-nowrap px-0.5 py-2 text-[clamp(9.5px,2.85vw,11px)] tracking-tight", active ? "font-semibold text-brand-700" : "text-slate-600")}
              >
                <Icon aria-hidden="true" className="h-5 w-5" />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
