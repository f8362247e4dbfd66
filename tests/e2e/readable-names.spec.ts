import { expect, test, type Locator, type Page } from "@playwright/test";
import { openList, signUpAndIn, uniqueEmail } from "./fixtures";

// Issue 27, item 6: on a 390 px phone every list item's and list's whole name is readable.
test.use({ viewport: { width: 390, height: 844 } });

const LONG_ITEM = "Sanitarium Up & Go Liquid Breakfast Chocolate 6 × 250 mL";
const LONG_LIST = "Saturday barbecue at the beach with family";

/** Nothing of the element's text is clipped: it fits its box and the box fits the screen. */
async function expectWhollyShown(page: Page, el: Locator): Promise<void> {
  await expect(el).toBeVisible();
  const box = await el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    return { left: r.left, right: r.right, clipped: node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1, ellipsis: style.textOverflow === "ellipsis" };
  });
  expect(box.clipped, "text is cut").toBe(false);
  expect(box.ellipsis, "text ends in an ellipsis").toBe(false);
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(390);
}

test("a long list name and a long item name are readable in full on a 390 px phone", async ({ page }) => {
  await signUpAndIn(page, uniqueEmail("long-names"), "Str0ng!Passw0rd", "/lists");
  await page.getByLabel("New list name").fill(LONG_LIST);
  await page.getByRole("button", { name: "Create List" }).click();
  const card = page.getByRole("article", { name: LONG_LIST });
  await expect(card).toBeVisible();
  await expectWhollyShown(page, card.getByRole("heading", { name: LONG_LIST }));

  await openList(card);
  await page.getByLabel("Item name").fill(LONG_ITEM);
  await page.getByRole("button", { name: "Add Item" }).click();
  const name = page.getByTestId("list-item-name").filter({ hasText: LONG_ITEM });
  await expectWhollyShown(page, name);
  // The quantity controls still fit on the screen beside or below it.
  const plus = page.getByRole("button", { name: `Increase quantity of ${LONG_ITEM}` });
  const plusBox = await plus.boundingBox();
  expect(plusBox && plusBox.x + plusBox.width).toBeLessThanOrEqual(390);
  // The page title is the list's name, wrapped, never cut into "Saturday…".
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveText(LONG_LIST);
  await expectWhollyShown(page, h1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/readable-names-390.png" });
  // On a wide screen the name and its controls share one line again.
  await page.setViewportSize({ width: 1280, height: 800 });
  const row = await name.boundingBox();
  const plusWide = await plus.boundingBox();
  expect(row && plusWide && Math.abs(row.y + row.height / 2 - (plusWide.y + plusWide.height / 2))).toBeLessThan(16);
  await page.screenshot({ path: "test-results/readable-names-1280.png" });
});
