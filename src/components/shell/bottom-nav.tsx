"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/cn";

export const NAV_ITEMS = [
  { href: "/", label: "Home", icon: "🏠" },
  { href: "/lists", label: "Lists", icon: "📝" },
  { href: "/cheapest-list", label: "Best Savings", icon: "💰" },
  { href: "/map", label: "Find Stores", icon: "📍" },
  { href: "/coupons", label: "Coupons", icon: "🎟️" },
  { href: "/profile", label: "Profile", icon: "👤" },
] as const;

export function BottomNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white">
      <ul className="mx-auto grid max-w-3xl grid-cols-6">
        {NAV_ITEMS.map((item) => {
          const active = item.href === "/" ? pathname === "/" : pathname.startsWith(item.href);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={cn("flex flex-col items-center gap-0.5 py-2 text-[11px]", active ? "font-semibold text-brand-700" : "text-slate-600")}
              >
                <span aria-hidden="true" className="text-lg">{item.icon}</span>
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
