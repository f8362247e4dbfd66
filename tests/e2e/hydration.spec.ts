import { expect, test, type Page } from "@playwright/test";
import { DEMO, login, signUpAndIn, uniqueEmail } from "./fixtures";

/**
 * Decision 025. A provider above the pages (the offline queue becoming ready, the currency being
 * detected) used to change its context value right after mount. React cannot see into a Suspense
 * boundary that is still streaming in, so it gave up hydrating /profile's section (behind its
 * loading.tsx) and rendered it in the browser, beside the server's hidden copy — 4 loads in 10 here.
 * React's ids tell which happened: "_R_…" was rendered by the server and hydrated, "_r_…" by the
 * browser. Several loads, since the race depends on timing.
 */
async function expectProfileHydrated(page: Page, loads: number): Promise<void> {
  for (let i = 0; i < loads; i++) {
    await page.goto("/profile", { waitUntil: "networkidle" });
    const currency = page.getByRole("combobox", { name: "Currency" });
    await expect(currency).toBeVisible();
    expect(await currency.getAttribute("id"), `load ${i + 1}`).toMatch(/^_R_/);
  }
}

test("a streamed page section hydrates as the server rendered it (saved address)", async ({ page }) => {
  await login(page, DEMO.shopper.email, DEMO.shopper.password);
  await expectProfileHydrated(page, 5);
});

test("a streamed page section hydrates as the server rendered it (new shopper, currency detected)", async ({ page }) => {
  await signUpAndIn(page, uniqueEmail("hydration"), "Hydrate!2345", "/");
  await expectProfileHydrated(page, 5);
});
