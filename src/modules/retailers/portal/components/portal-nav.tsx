"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { BarChart3, FileSpreadsheet, Home, LayoutDashboard, MapPin, Megaphone, Settings, Ticket } from "lucide-react";
import { cn } from "@/lib/cn";
import { ScrollRow } from "@/components/ui/scroll-row";

const LINKS = [
  { href: "/retailer/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { href: "/retailer/coupons/upload", label: "Upload Coupon", icon: Ticket },
  { href: "/retailer/banners", label: "Banners", icon: Megaphone },
  { href: "/retailer/locations", label: "Locations", icon: MapPin },
  { href: "/retailer/feeds", label: "Price feed", icon: FileSpreadsheet },
  { href: "/retailer/analytics", label: "Analytics", icon: BarChart3 },
  { href: "/retailer/settings", label: "Settings", icon: Settings },
  { href: "/", label: "Cartwise", icon: Home },
] as const;

/**
 * The portal's section links; the current one is marked for assistive tech. On a phone the row
 * scrolls sideways with a faded edge and an arrow where more links wait (ScrollRow).
 */
export function PortalNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Retailer portal" className="-mx-4">
      <ScrollRow rowClassName="px-4">
      <ul className="flex w-max gap-1 pb-1">
        {LINKS.map(({ href, label, icon: Icon }) => {
          const current = pathname === href || (href !== "/" && pathname.startsWith(`${href}/`)) || (href === "/retailer/coupons/upload" && pathname.startsWith("/retailer/coupons"));
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex items-center gap-1.5 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium",
                  current ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100",
                )}
              >
                <Icon aria-hidden="true" className="h-4 w-4" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
      </ScrollRow>
    </nav>
  );
}
