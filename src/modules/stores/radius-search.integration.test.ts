import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import type { Db } from "@/server/db";
import { destinationPoint, haversineKm, type LatLng } from "./geo";
import { findStoresWithinRadius } from "./radius-search";
import { insertStores, prng, type StoreSeed } from "./testing/fixtures.integration";

const AUCKLAND = { lat: -36.8485, lng: 174.7633 };
const SYDNEY = { lat: -33.8688, lng: 151.2093 };
const SEATTLE = { lat: 47.6062, lng: -122.3321 };
const DATELINE = { lat: -44.0, lng: 179.9 };
const STORE_COUNT = 10_000;
/** Stores closer than this to the radius may legitimately land on either side through float noise. */
const EDGE_EPSILON_KM = 1e-9;

let db: Db;
const points = new Map<string, LatLng>();

function generateStores(): StoreSeed[] {
  const random = prng(20240607);
  const seeds: StoreSeed[] = [];
  const clusters = [AUCKLAND, SYDNEY, SEATTLE, DATELINE];
  // Stores every ~1 km just inside and just outside 30 km, in several directions from each centre.
  for (const c of clusters) {
    for (let bearing = 0; bearing < 360; bearing += 30) {
      for (const km of [29.9, 29.999, 30.001, 30.1, 0.05, 4.999, 5.001]) {
        const p = destinationPoint(c, bearing + km, km);
        seeds.push({ name: `edge ${km} @${bearing}`, lat: p.lat, lng: p.lng });
      }
    }
  }
  while (seeds.length < STORE_COUNT) {
    const r = random();
    if (r < 0.85) {
      // Dense clusters: uniform bearing, distance skewed towards the centre, up to 60 km.
      const c = clusters[Math.floor(random() * clusters.length)];
      const p = destinationPoint(c, random() * 360, 60 * random() ** 1.5);
      seeds.push({ name: `cluster ${seeds.length}`, lat: p.lat, lng: p.lng });
    } else {
      seeds.push({ name: `scatter ${seeds.length}`, lat: -60 + random() * 130, lng: -180 + random() * 360 });
    }
  }
  return seeds;
}

function bruteForce(center: LatLng, radiusKm: number): { id: string; km: number }[] {
  const hits: { id: string; km: number }[] = [];
  for (const [id, p] of points) {
    const km = haversineKm(center, p);
    if (km <= radiusKm) hits.push({ id, km });
  }
  return hits.sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

beforeAll(async () => {
  db = await getTestDb();
  await truncateAll(db);
  const seeds = generateStores();
  const ids = await insertStores(db, seeds);
  ids.forEach((id, i) => points.set(id, { lat: seeds[i].lat, lng: seeds[i].lng }));
  await db.execute(sql`analyze stores`);
});

afterAll(async () => {
  await truncateAll(db);
});

describe("findStoresWithinRadius on 10,000 generated stores", () => {
  const cases: [string, LatLng, number][] = [
    ["Auckland 30 km", AUCKLAND, 30],
    ["Sydney 30 km", SYDNEY, 30],
    ["Sydney 5 km", SYDNEY, 5],
    ["Seattle 30 km", SEATTLE, 30],
    ["Seattle 1 km", SEATTLE, 1],
    ["off-centre Auckland 12.5 km", { lat: -36.9, lng: 174.7 }, 12.5],
    ["Sydney 100 km", SYDNEY, 100],
    ["across the antimeridian 30 km", DATELINE, 30],
    ["open ocean", { lat: 0, lng: -140 }, 30],
  ];

  it.each(cases)("%s matches a brute-force haversine scan, nearest first", async (_label, center, radius) => {
    const { stores, total } = await findStoresWithinRadius(db, center, radius, { limit: STORE_COUNT });
    const expected = bruteForce(center, radius);
    const unambiguous = (id: string) => Math.abs(haversineKm(center, points.get(id)!) - radius) > EDGE_EPSILON_KM;

    expect(new Set(stores.map((s) => s.id).filter(unambiguous))).toEqual(new Set(expected.map((e) => e.id).filter(unambiguous)));
    expect(total).toBe(stores.length);
    for (let i = 1; i < stores.length; i++) {
      const prev = haversineKm(center, points.get(stores[i - 1].id)!);
      const curr = haversineKm(center, points.get(stores[i].id)!);
      expect(curr).toBeGreaterThanOrEqual(prev - EDGE_EPSILON_KM);
    }
    for (const s of stores) {
      expect(s.distanceKm).toBeCloseTo(haversineKm(center, points.get(s.id)!), 6);
      expect(s.distanceKm).toBeLessThanOrEqual(radius + EDGE_EPSILON_KM);
    }
  });

  it("keeps the 29.999 km stores and drops the 30.001 km ones", async () => {
    const { stores } = await findStoresWithinRadius(db, AUCKLAND, 30, { limit: STORE_COUNT });
    const names = new Set(stores.map((s) => s.name));
    for (let bearing = 0; bearing < 360; bearing += 30) {
      expect(names.has(`edge 29.999 @${bearing}`)).toBe(true);
      expect(names.has(`edge 30.001 @${bearing}`)).toBe(false);
    }
  });

  it("caps the list but still reports every store inside the radius", async () => {
    const all = bruteForce(SYDNEY, 30);
    const { stores, total } = await findStoresWithinRadius(db, SYDNEY, 30, { limit: 25 });
    expect(all.length).toBeGreaterThan(25);
    expect(total).toBe(all.length);
    expect(stores.map((s) => s.id)).toEqual(all.slice(0, 25).map((a) => a.id));
  });

  it("serves the bounding-box prefilter from the coordinate index, not a table scan", async () => {
    // Timing lives in `npm run bench:stores`; this checks the reason it is fast.
    const plan = await db.execute<{ "QUERY PLAN": string }>(
      sql`explain select id from stores s where s.latitude between ${SYDNEY.lat - 0.27} and ${SYDNEY.lat + 0.27} and s.longitude between ${SYDNEY.lng - 0.33} and ${SYDNEY.lng + 0.33}`,
    );
    const text = plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
    expect(text).toContain("stores_lat_lng_idx");
    expect(text).not.toMatch(/Seq Scan on stores/);
  });
});
