/**
 * The fair rotation of one placement (decision media-044). Pure: the caller passes the banners
 * eligible for one shopper (active, in reach) and the time; the rules are all here.
 *
 * 1. An exclusive placement is honoured: a premium retailer's exclusive banner makes its retailer
 *    the only one in the placement. Two exclusive holders in one area: the earlier booking
 *    (created first, then id) holds it; the later one waits.
 * 2. Otherwise up to `seats` (3) RETAILERS rotate, never banners: one banner per retailer.
 * 3. Premium retailers are ranked first: they fill seats before any basic retailer does.
 * 4. Fair order among equals: within each tier the retailers are in a fixed base order (earliest
 *    banner first, then retailer id), and each slot (one UTC hour) the window of seats moves on by
 *    the number of seats, wrapping around, so with n retailers for k seats each gets a seat in k of
 *    every n slots — turns come round in order, nobody waits more than ⌈n/k⌉ − 1 slots in a row.
 * 5. A retailer with several banners shows one per slot, taking its banners in turn (oldest first).
 */

export const ROTATION_SEATS = 3;
/** One slot: the set of retailers in a placement changes on the hour (UTC). */
export const ROTATION_SLOT_MS = 60 * 60 * 1000;

export interface RotationBanner {
  id: string;
  retailerId: string;
  retailerName: string;
  isPremium: boolean;
  /** Booked exclusive; honoured only for a premium retailer. */
  exclusive: boolean;
  createdAt: Date;
}

export type WaitReason =
  /** Another retailer holds the placement exclusively. */
  | { kind: "exclusive"; holder: string }
  /** Every seat is taken this slot; `nextSlot` is when this retailer's turn comes (null: not while the premium retailers fill every seat). */
  | { kind: "full"; holders: string[]; nextSlot: number | null }
  /** The retailer's own other banner has its seat this slot; `nextSlot` is this banner's next turn. */
  | { kind: "own-turn"; liveBannerId: string; nextSlot: number };

export interface RotationOutcome<B extends RotationBanner> {
  slot: number;
  /** What shoppers see this slot, in display order: premium retailers first, one banner each. */
  live: B[];
  /** The retailer holding the placement exclusively, if any. */
  exclusiveHolder: { retailerId: string; retailerName: string } | null;
  waiting: Array<{ banner: B; reason: WaitReason }>;
}

export const slotOf = (now: Date): number => Math.floor(now.getTime() / ROTATION_SLOT_MS);
export const slotStart = (slot: number): Date => new Date(slot * ROTATION_SLOT_MS);

const byAge = (a: RotationBanner, b: RotationBanner) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const mod = (a: number, n: number) => ((a % n) + n) % n;

interface RetailerGroup<B> { retailerId: string; retailerName: string; isPremium: boolean; banners: B[] }

function groupByRetailer<B extends RotationBanner>(banners: readonly B[]): RetailerGroup<B>[] {
  const groups = new Map<string, RetailerGroup<B>>();
  for (const b of [...banners].sort(byAge)) {
    const g = groups.get(b.retailerId);
    if (g) g.banners.push(b);
    else groups.set(b.retailerId, { retailerId: b.retailerId, retailerName: b.retailerName, isPremium: b.isPremium, banners: [b] });
  }
  // Map keeps insertion order: the retailer whose first banner is oldest comes first (ties by banner id, so by a fixed key).
  return [...groups.values()];
}

interface Seat<B> { group: RetailerGroup<B>; banner: B }

/**
 * Which of a tier's `n` retailers hold its `k` seats in `slot`, and which banner each shows. Seat
 * assignments are numbered a = slot·k + j (j < k) and go to retailer a mod n, so the window moves
 * on by k each slot; a retailer's turns are numbered ⌊a / n⌋ (one more each time it is seated) and
 * its banners take those turns in order — every banner comes round, whatever n, k and the count.
 */
function tierSeats<B>(tier: RetailerGroup<B>[], k: number, slot: number): Seat<B>[] {
  const n = tier.length;
  if (n === 0 || k <= 0) return [];
  if (n <= k) return tier.map((group) => ({ group, banner: group.banners[mod(slot, group.banners.length)] }));
  return Array.from({ length: k }, (_, j) => {
    const a = slot * k + j;
    const group = tier[mod(a, n)];
    return { group, banner: group.banners[mod(Math.floor(a / n), group.banners.length)] };
  });
}

function seated<B>(groups: RetailerGroup<B>[], seats: number, slot: number): Seat<B>[] {
  const premium = tierSeats(groups.filter((g) => g.isPremium), seats, slot);
  return [...premium, ...tierSeats(groups.filter((g) => !g.isPremium), seats - premium.length, slot)];
}

/** The first slot after `from` in which `test` holds, looking `horizon` slots ahead. */
function nextSlotWhere(from: number, horizon: number, test: (slot: number) => boolean): number | null {
  for (let s = from + 1; s <= from + horizon; s++) if (test(s)) return s;
  return null;
}

export function rotate<B extends RotationBanner>(eligible: readonly B[], slot: number, seats = ROTATION_SEATS): RotationOutcome<B> {
  const k = Math.max(0, Math.floor(seats));
  const exclusive = eligible.filter((b) => b.exclusive && b.isPremium).sort(byAge)[0];
  if (exclusive) {
    const holderBanners = eligible.filter((b) => b.retailerId === exclusive.retailerId).sort(byAge);
    const liveBanner = k > 0 ? holderBanners[mod(slot, holderBanners.length)] : undefined;
    const live = liveBanner ? [liveBanner] : [];
    const waiting = eligible
      .filter((b) => b !== liveBanner)
      .sort(byAge)
      .map((banner) =>
        banner.retailerId === exclusive.retailerId && liveBanner
          ? { banner, reason: { kind: "own-turn" as const, liveBannerId: liveBanner.id, nextSlot: nextOwnTurn(holderBanners, banner, slot) } }
          : { banner, reason: { kind: "exclusive" as const, holder: exclusive.retailerName } },
      );
    return { slot, live, exclusiveHolder: { retailerId: exclusive.retailerId, retailerName: exclusive.retailerName }, waiting };
  }

  const groups = groupByRetailer(eligible);
  const now = seated(groups, k, slot);
  const live = now.map((x) => x.banner);
  const seatedNow = new Map(now.map((x) => [x.group.retailerId, x.banner]));
  const holders = now.map((x) => x.group.retailerName);
  // Every seat pattern and banner turn repeats within this many slots.
  const horizon = Math.max(1, groups.length) * Math.max(1, ...groups.map((g) => g.banners.length)) + 1;
  const waiting: RotationOutcome<B>["waiting"] = [];
  for (const g of groups) {
    const own = seatedNow.get(g.retailerId);
    for (const banner of g.banners) {
      if (banner === own) continue;
      const next = nextSlotWhere(slot, horizon, (s) => seated(groups, k, s).some((x) => x.banner === banner));
      if (own) waiting.push({ banner, reason: { kind: "own-turn", liveBannerId: own.id, nextSlot: next ?? slot + 1 } });
      else waiting.push({ banner, reason: { kind: "full", holders, nextSlot: next } });
    }
  }
  return { slot, live, exclusiveHolder: null, waiting };
}

function nextOwnTurn<B extends RotationBanner>(banners: B[], banner: B, slot: number): number {
  const i = banners.indexOf(banner);
  const n = banners.length;
  return slot + mod(i - slot, n) + (mod(i - slot, n) === 0 ? n : 0);
}
