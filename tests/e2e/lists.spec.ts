import { expect, test, type Page } from "@playwright/test";
import { DEMO, login as signIn, openList, quantityOf } from "./fixtures";

async function login(page: Page, from = "/lists") {
  await signIn(page, DEMO.shopper.email, DEMO.shopper.password, from);
  if (!new URL(page.url()).pathname.startsWith(from)) await page.goto(from);
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const card = (page: Page, name: string) => page.getByRole("article", { name });
const toasts = (page: Page) => page.getByRole("region", { name: "Notifications" });

async function createList(page: Page, name: string) {
  await page.getByLabel("New list name").fill(name);
  await page.getByRole("button", { name: "Create List" }).click();
  await expect(card(page, name)).toBeVisible();
}

async function queueLength(page: Page): Promise<number> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("shopping_offline_queue") ?? "[]").length as number);
}

test.beforeEach(async ({ page }) => {
  await login(page);
  await expect(page.getByRole("heading", { level: 1, name: "My Shopping Lists" })).toBeVisible();
});

test("quick +/− clicks all count and the shown quantity ends on the server's", async ({ page }) => {
  const name = unique("E2E Fast Clicks");
  await createList(page, name);
  await openList(card(page, name));
  await page.getByLabel("Item name").fill("Eggs");
  await page.getByRole("button", { name: "Add Item" }).click();
  const qty = quantityOf(page, "Eggs");
  await expect(qty).toHaveText("1");

  // Six clicks in one go, faster than any answer can come back: every one must count.
  await page.evaluate(() => {
    const button = (label: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
    for (let i = 0; i < 5; i++) button("Increase quantity of Eggs").click();
    button("Decrease quantity of Eggs").click();
  });
  await expect(qty).toHaveText("5");
  await expect(page.getByRole("listitem").filter({ hasText: "Eggs" })).not.toHaveAttribute("aria-busy", "true");
  await page.reload();
  await expect(quantityOf(page, "Eggs")).toHaveText("5");
});

test("create a list, add items, change quantities down to removal", async ({ page }) => {
  await page.getByRole("button", { name: "Create List" }).click();
  await expect(toasts(page)).toContainText("Invalid name");
  await expect(toasts(page)).toContainText("Please enter a list name.");

  const name = unique("E2E Groceries");
  await createList(page, name);
  await openList(card(page, name));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("This list is empty")).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/map");
  await expect(page.getByRole("link", { name: "Compare Prices" })).toHaveAttribute("href", /\/cheapest-list\/[0-9a-f-]{36}$/);

  await page.getByRole("button", { name: "Add Item" }).click();
  await expect(page.getByText("Please enter an item name.").first()).toBeVisible();

  for (const item of ["Milk", "Bread"]) {
    await page.getByLabel("Item name").fill(item);
    await page.getByRole("button", { name: "Add Item" }).click();
    await expect(quantityOf(page, item)).toHaveText("1");
  }

  const milkQty = quantityOf(page, "Milk");
  await page.getByRole("button", { name: "Increase quantity of Milk" }).click();
  await expect(milkQty).toHaveText("2");
  await page.getByRole("button", { name: "Increase quantity of Milk" }).click();
  await expect(milkQty).toHaveText("3");
  for (const expected of ["2", "1"]) {
    await page.getByRole("button", { name: "Decrease quantity of Milk" }).click();
    await expect(milkQty).toHaveText(expected);
  }
  await page.getByRole("button", { name: "Decrease quantity of Milk" }).click();
  await expect(milkQty).toHaveCount(0);

  await page.getByRole("button", { name: "Remove Bread" }).click();
  await expect(page.getByText("This list is empty")).toBeVisible();

  await page.reload();
  await expect(page.getByText("This list is empty")).toBeVisible();
  await page.getByRole("link", { name: "← All lists" }).click();
  await expect(card(page, name)).toContainText("0 items");
  await expect(card(page, name).getByRole("link", { name: "Compare Prices" })).toHaveAttribute("href", /\/cheapest-list\/[0-9a-f-]{36}$/);

  // Delete from the detail screen: back to /lists without it.
  await openList(card(page, name));
  await page.getByRole("button", { name: "Delete List" }).click();
  await page.getByRole("dialog", { name: "Delete shopping list?" }).getByRole("button", { name: "Delete List" }).click();
  await expect(page).toHaveURL(/\/lists$/);
  await expect(card(page, name)).toHaveCount(0);
});

test("a missing list redirects to /lists with the not-found message", async ({ page }) => {
  await page.goto("/lists/00000000-0000-4000-8000-000000000000");
  await expect(page).toHaveURL(/\/lists(\?|$)/);
  await expect(toasts(page)).toContainText("The shopping list you're looking for doesn't exist.");
});

test("Quick Add with a misspelled custom item and a suggestion click", async ({ page }) => {
  const name = unique("E2E Quick");
  await createList(page, name);

  await page.getByRole("button", { name: "Quick Add" }).click();
  const dialog = page.getByRole("dialog", { name: "Quick Add" });
  await expect(dialog.getByRole("group", { name: "Common items" }).getByRole("button")).toHaveCount(24);

  await dialog.getByRole("button", { name: "Add Items" }).click();
  await expect(dialog.getByText("Please select at least one item to add.")).toBeVisible();

  const milk = dialog.getByRole("button", { name: "Milk", exact: true });
  await milk.click();
  await expect(milk).toHaveAttribute("aria-pressed", "true");

  await dialog.getByLabel("Custom item").fill("7");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog.getByText("Item name must be at least 2 characters long")).toBeVisible();

  await dialog.getByLabel("Custom item").fill("tomatos");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog.getByText('"tomatos" might be misspelled')).toBeVisible();
  await expect(dialog.getByText("Did you mean:")).toBeVisible();
  await dialog.getByRole("button", { name: "Tomatoes", exact: true }).last().click();
  await expect(dialog.getByRole("button", { name: "Tomatoes", exact: true }).first()).toHaveAttribute("aria-pressed", "true");
  await expect(dialog.getByLabel("Custom item")).toHaveValue("");

  await dialog.getByRole("button", { name: "Add Items" }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page)).toContainText(`to "${name}"`);
  const items = card(page, name).getByRole("list", { name: `Items in ${name}` });
  await expect(items).toContainText("Milk");
  await expect(items).toContainText("Tomatoes");
  await expect(card(page, name)).toContainText("2 items");

  await card(page, name).getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("dialog", { name: "Delete shopping list?" }).getByRole("button", { name: "Delete List" }).click();
  await expect(card(page, name)).toHaveCount(0);
});

test("delete a list while offline; it is deleted on the server once back online", async ({ page, context }) => {
  const name = unique("E2E Offline");
  await createList(page, name);

  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await card(page, name).getByRole("button", { name: `Delete ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete shopping list?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(card(page, name)).toBeVisible();

  await card(page, name).getByRole("button", { name: `Delete ${name}` }).click();
  await dialog.getByRole("button", { name: "Delete List" }).click();
  await expect(toasts(page)).toContainText("List queued for deletion");
  await expect(card(page, name)).toHaveCount(0);
  const queued = await page.evaluate(() => JSON.parse(localStorage.getItem("shopping_offline_queue") ?? "[]"));
  expect(queued).toEqual([
    expect.objectContaining({ type: "DELETE_LIST", data: expect.objectContaining({ listName: name }), retryCount: 0, maxRetries: 3 }),
  ]);

  await context.setOffline(false);
  await expect.poll(() => queueLength(page), { timeout: 20_000 }).toBe(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "My Shopping Lists" })).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
});

test("delete a list online through the confirmation dialog", async ({ page }) => {
  const name = unique("E2E Online");
  await createList(page, name);
  await card(page, name).getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("dialog", { name: "Delete shopping list?" }).getByRole("button", { name: "Delete List" }).click();
  await expect(toasts(page)).toContainText("List deleted");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "My Shopping Lists" })).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
});

test("delete a list online from its own page: deleted at once, never queued", async ({ page }) => {
  const name = unique("E2E Detail Delete");
  await createList(page, name);
  await openList(card(page, name));
  await page.getByRole("button", { name: "Delete List" }).click();
  await page.getByRole("dialog", { name: "Delete shopping list?" }).getByRole("button", { name: "Delete List" }).click();
  await expect(toasts(page)).toContainText("List deleted");
  await expect(page).toHaveURL(/\/lists$/);
  await expect(toasts(page)).not.toContainText("queued for deletion");
  expect(await queueLength(page)).toBe(0);
  await expect(card(page, name)).toHaveCount(0);
});

