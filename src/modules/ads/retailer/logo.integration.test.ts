import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { getTestDb, truncateAll } from "../../../../tests/setup/db";
import { tables, type Db } from "@/server/db";

vi.hoisted(() => {
  // Before any app module reads the environment: uploads go to a fresh temporary folder.
  process.env.UPLOADS_DIR = `${process.env.TMPDIR ?? "/tmp"}/cw-logo-test-${process.pid}-${Date.now()}`;
});
const { sessionJar: jar } = await import("../../../../tests/support/mocked-session");
vi.mock("@/server/auth/auth", () => import("../../../../tests/support/mocked-session").then((m) => m.mockedAuthModule()));
vi.mock("@/server/request", () => import("../../../../tests/support/mocked-session").then((m) => m.mockedRequestModule()));
vi.mock("next/cache", () => import("../../../../tests/support/mocked-session").then((m) => m.mockedCacheModule()));

const { createTestUser, signInToken } = await import("@/modules/users/testing/factories");
const { POST, DELETE } = await import("@/app/api/retailer/logo/route");
const { GET } = await import("@/app/api/uploads/[file]/route");
const { readLimited } = await import("./logo-image");
const { LOGO_MAX_BYTES, LOGO_MESSAGES } = await import("../schemas");
const { LOGO_REFUSALS } = await import("./logo-image");

let db: Db;
const uploadsDir = () => path.resolve(process.env.UPLOADS_DIR!, "logos");
const storedFiles = () => { try { return readdirSync(uploadsDir()); } catch { return []; } };

async function makeRetailer(name: string) {
  const user = await createTestUser(db, { role: "retailer" });
  const [r] = await db.insert(tables.retailers).values({ userId: user.id, name, address: "1 Long Street, Town" }).returning({ id: tables.retailers.id });
  return { retailerId: r.id, token: await signInToken(db, user) };
}

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return POST(new NextRequest("http://127.0.0.1/api/retailer/logo", { method: "POST", body, headers: { "sec-fetch-site": "same-origin", ...headers }, duplex: "half" } as ConstructorParameters<typeof NextRequest>[1]));
}

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
  rmSync(uploadsDir(), { recursive: true, force: true });
});

describe("logo upload", () => {
  it("re-encodes a PNG to fit 500×500, stores it under a random name and serves it with nosniff", async () => {
    const r = await makeRetailer("One");
    jar.token = r.token;
    const big = await sharp({ create: { width: 1200, height: 600, channels: 4, background: { r: 10, g: 120, b: 60, alpha: 1 } } }).png().withMetadata({ exif: { IFD0: { Copyright: "secret-exif" } } }).toBuffer();
    const res = await post(new Uint8Array(big), { "content-type": "image/png" });
    expect(res.status).toBe(201);
    const { logoUrl } = (await res.json()) as { logoUrl: string };
    expect(logoUrl).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
    const name = logoUrl.split("/").pop()!;
    const served = await GET(new NextRequest(`http://127.0.0.1${logoUrl}`), { params: Promise.resolve({ file: name }) });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([500, 250]);
    expect(bytes.includes(Buffer.from("secret-exif"))).toBe(false);
    const [row] = await db.select({ logoUrl: tables.retailers.logoUrl }).from(tables.retailers).where(eq(tables.retailers.id, r.retailerId));
    expect(row.logoUrl).toBe(logoUrl);
  });

  it("refuses 2 MB + 1 byte from its declared length without reading the body", async () => {
    const r = await makeRetailer("One");
    jar.token = r.token;
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(64 * 1024));
        if (pulled > 40) controller.close();
      },
    });
    const res = await post(body as unknown as BodyInit, { "content-length": String(LOGO_MAX_BYTES + 1), "content-type": "image/png" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(LOGO_MESSAGES.size);
    expect(pulled).toBeLessThanOrEqual(1); // at most the stream's initial pull; never buffered
    expect(storedFiles()).toEqual([]);
  });

  it("stops a body with no declared length as soon as it passes 2 MB (streaming counter)", async () => {
    let pulled = 0;
    const chunk = 256 * 1024;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(chunk));
      },
    });
    await expect(readLimited(body)).rejects.toMatchObject({ safeMessage: LOGO_MESSAGES.size });
    expect(pulled * chunk).toBeLessThanOrEqual(LOGO_MAX_BYTES + 2 * chunk);
    // exactly 2 MB is accepted
    const exact = new Blob([new Uint8Array(LOGO_MAX_BYTES)]).stream();
    expect((await readLimited(exact)).byteLength).toBe(LOGO_MAX_BYTES);
  });

  it("rejects an HTML page renamed .png (type is read from the bytes)", async () => {
    const r = await makeRetailer("One");
    jar.token = r.token;
    const res = await post("<!doctype html><html><body><script>alert(1)</script></body></html>", { "content-type": "image/png", "x-file-name": "logo.png" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(LOGO_MESSAGES.type);
    expect(storedFiles()).toEqual([]);
    const [row] = await db.select({ logoUrl: tables.retailers.logoUrl }).from(tables.retailers);
    expect(row.logoUrl).toBeNull();
  });

  it("rasterises a plain SVG to PNG; an SVG with script or handlers is refused and nothing is stored", async () => {
    const r = await makeRetailer("One");
    jar.token = r.token;
    const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><rect width="100" height="50" fill="#0a0"/></svg>`;
    const res = await post(svg, { "content-type": "image/svg+xml" });
    expect(res.status).toBe(201);
    const { logoUrl } = (await res.json()) as { logoUrl: string };
    expect(logoUrl).toMatch(/\.png$/);
    const [file] = storedFiles();
    const stored = await sharp(path.join(uploadsDir(), file)).metadata();
    expect(stored.format).toBe("png");
    expect([stored.width, stored.height]).toEqual([500, 250]);
    for (const hostile of [
      `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" onload="alert(1)"><rect width="100" height="50"/></svg>`,
      `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><script>alert(2)</script><rect width="100" height="50"/></svg>`,
    ]) {
      const refused = await post(hostile, { "content-type": "image/svg+xml" });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(LOGO_REFUSALS.svgContent);
    }
    expect(storedFiles()).toHaveLength(1);
  });

  it("refuses SVGs that reference files or URLs", async () => {
    const r = await makeRetailer("One");
    jar.token = r.token;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><image xlink:href="/etc/hostname.png" width="10" height="10"/></svg>`;
    const res = await post(svg);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(LOGO_REFUSALS.svgContent);
  });

  it("R2 cannot remove or replace R1's logo; removing clears own logo and file; unknown names are 404", async () => {
    const r1 = await makeRetailer("One");
    const r2 = await makeRetailer("Two");
    jar.token = r1.token;
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } }).png().toBuffer();
    const { logoUrl } = (await (await post(new Uint8Array(png))).json()) as { logoUrl: string };
    jar.token = r2.token;
    const del = await DELETE(new NextRequest("http://127.0.0.1/api/retailer/logo", { method: "DELETE", headers: { "sec-fetch-site": "same-origin" } }));
    expect(del.status).toBe(200);
    const rows = await db.select({ id: tables.retailers.id, logoUrl: tables.retailers.logoUrl }).from(tables.retailers);
    expect(rows.find((x) => x.id === r1.retailerId)?.logoUrl).toBe(logoUrl);
    expect(storedFiles()).toHaveLength(1);
    jar.token = r1.token;
    await DELETE(new NextRequest("http://127.0.0.1/api/retailer/logo", { method: "DELETE", headers: { "sec-fetch-site": "same-origin" } }));
    expect(storedFiles()).toEqual([]);
    const notThere = await GET(new NextRequest("http://127.0.0.1/api/uploads/x"), { params: Promise.resolve({ file: logoUrl.split("/").pop()! }) });
    expect(notThere.status).toBe(404);
    const traversal = await GET(new NextRequest("http://127.0.0.1/api/uploads/x"), { params: Promise.resolve({ file: "../../etc/passwd" }) });
    expect(traversal.status).toBe(404);
  });

  it("refuses a cross-site upload", async () => {
    const r = await makeRetailer("One");
    jar.token = r.token;
    const res = await POST(new NextRequest("http://127.0.0.1/api/retailer/logo", { method: "POST", body: "x", headers: { "sec-fetch-site": "cross-site" } }));
    expect(res.status).toBe(403);
  });
});
