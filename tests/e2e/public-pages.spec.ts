import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { DEMO, login } from "./fixtures";

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test("a new visitor opening / lands on /login", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login(\?|$)/);
});

test("onboarding walks through three slides to Get Started", async ({ page }) => {
  await page.goto("/onboarding");
  const back = page.getByRole("button", { name: "Back" });
  await expect(back).toBeDisabled();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Build your shopping list");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Compare prices nearby");
  await expect(back).toBeEnabled();
  await back.click();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Build your shopping list");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Redeem coupons and deals");
  await page.getByRole("button", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
});

for (const [path, title] of [["/terms", "Terms of Service"], ["/privacy", "Privacy Policy"]] as const) {
  test(`${path} renders with its date`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Last updated 4 August 2025")).toBeVisible();
    await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
  });
}

test("Back on a policy page returns to the previous page", async ({ page }) => {
  await page.goto("/terms");
  await page.goto("/privacy");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/terms$/);
});

test("an unknown path renders the 404 page", async ({ page }) => {
  const response = await page.goto("/definitely-not-a-page-xyz");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});

test("signed in, the FAQ renders and its search filters", async ({ page }) => {
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/faq");
  await page.goto("/faq");
  await expect(page.getByRole("tab", { name: "For Shoppers" })).toHaveAttribute("aria-selected", "true");
  const results = page.getByTestId("faq-results").getByRole("listitem");
  const all = await results.count();
  expect(all).toBeGreaterThanOrEqual(8);
  await page.getByLabel("Search the FAQ").fill("CURRENCY");
  await expect(results).not.toHaveCount(all);
  await expect(results.first()).toContainText(/currency/i);
  await page.getByRole("tab", { name: "For Retailers" }).click();
  await page.getByLabel("Search the FAQ").fill("downgraded");
  await expect(results).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", /^mailto:support@cartwise\.app\?subject=/);
  await expectNoSeriousA11yViolations(page);
});

test("signed in, the home page greets the shopper and reacts to a checkout return", async ({ page }) => {
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/");
  await page.goto("/?success=true");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^(Hello, \S+!|Welcome!)$/);
  await expect(page.getByText("Ready to save today?")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Payment Successful!" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const tiles = page.getByRole("region", { name: "Quick actions" });
  for (const [name, href] of [["Shopping Lists", "/lists"], ["Best Savings", "/cheapest-list"], ["Find Stores", "/map"], ["Coupons", "/coupons"]]) {
    await expect(tiles.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  await expect(page.getByRole("link", { name: "Scraping Admin" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /View All/ })).toHaveAttribute("href", "/coupons");
  const carousel = page.getByRole("region", { name: "Savings tips" });
  const first = await carousel.getByRole("group").textContent();
  await carousel.getByRole("button", { name: "Next message" }).click();
  await expect(carousel.getByRole("group")).not.toHaveText(first ?? "");
  await expectNoSeriousA11yViolations(page);
  await page.goto("/?cancelled=true");
  await expect(page.getByRole("status").filter({ hasText: "Payment Cancelled" })).toBeVisible();
});

test("the promo banner autoplays every 5 s and a manual move pauses it for 10 s", async ({ page }) => {
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/");
  await page.clock.install();
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Savings tips" });
  const slide = carousel.getByRole("group");
  await expect(slide).toHaveAttribute("aria-label", "1 of 4");
  await page.clock.runFor(5_100);
  await expect(slide).toHaveAttribute("aria-label", "2 of 4");
  await carousel.getByRole("button", { name: "Show message 4" }).click();
  await page.mouse.move(0, 0); // a resting mouse holds the rotation; move it away
  await expect(slide).toHaveAttribute("aria-label", "4 of 4");
  await page.clock.runFor(6_000);
  await expect(slide).toHaveAttribute("aria-label", "4 of 4");
  await page.clock.runFor(4_500);
  await expect(slide).toHaveAttribute("aria-label", "1 of 4");
  // A drag of more than 50 px to the left is a swipe to the next message; 30 px is not.
  const box = await slide.boundingBox();
  if (!box) throw new Error("promo slide has no box");
  const y = box.y + box.height / 2;
  for (const [dx, expected] of [[-30, "1 of 4"], [-120, "2 of 4"]] as const) {
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + dx, y, { steps: 4 });
    await page.mouse.up();
    await expect(slide).toHaveAttribute("aria-label", expected);
  }
});

test.describe("accessibility of the public pages", () => {
  for (const path of ["/onboarding", "/login", "/terms", "/privacy", "/no-such-page-for-axe"]) {
    test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expectNoSeriousA11yViolations(page);
    });
  }
});
