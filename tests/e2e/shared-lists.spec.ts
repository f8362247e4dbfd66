import { expect, test, type Page } from "@playwright/test";
import { latestMailTo, openList, pathOf, quantityOf, signUpAndIn, toasts, uniqueEmail } from "./fixtures";

/*
 * Issue 16: shared household lists between two accounts in two browser contexts (two separate
 * cookie jars, as two people on two phones). A invites B by e-mail (the outbox link), B joins, and
 * from then on each sees the other's changes without reloading.
 */

const PASSWORD = "Str0ng!pass-e2e";


const live = (page: Page) => page.locator('[data-live="live"]');

test("two shoppers share a list: invite by e-mail, live adds within 2 s, concurrent +1 exact, a removed member gets not found", async ({ browser }) => {
  test.setTimeout(180_000);
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const a = await contextA.newPage();
  const b = await contextB.newPage();
  const emailA = uniqueEmail("share-owner");
  const emailB = uniqueEmail("share-member");
  await signUpAndIn(a, emailA, PASSWORD);
  await signUpAndIn(b, emailB, PASSWORD);

  // A creates a list with one item and invites B.
  const listName = `Household ${Date.now().toString(36)}`;
  await a.goto("/lists");
  await a.getByLabel("New list name").fill(listName);
  await a.getByRole("button", { name: "Create List" }).click();
  await openList(a.getByRole("article", { name: listName }));
  await a.waitForURL(/\/lists\/[0-9a-f-]{36}$/);
  const listPath = new URL(a.url()).pathname;
  await a.getByLabel("Item name").fill("Milk");
  await a.getByRole("button", { name: "Add Item" }).click();
  await expect(quantityOf(a, "Milk")).toHaveText("1");
  await expect(a.getByTestId("list-sharing-summary")).toHaveText("Only you can see this list");

  await a.getByRole("button", { name: "Share" }).click();
  const dialog = a.getByRole("dialog", { name: `Share “${listName}”` });
  await dialog.getByLabel("Invite by email").fill("not-an-address");
  await dialog.getByRole("button", { name: "Send invite" }).click();
  await expect(dialog.getByText("Please enter a valid email address.")).toBeVisible();
  await dialog.getByLabel("Invite by email").fill(emailB);
  await dialog.getByRole("button", { name: "Send invite" }).click();
  await expect(toasts(a)).toContainText("Invitation sent");
  await expect(dialog.getByRole("list", { name: "Pending invitations" })).toContainText(emailB);
  await dialog.getByRole("button", { name: "Done" }).click();

  // B opens the e-mailed link: opening shows the invitation, joining is a separate click.
  const mail = await latestMailTo(emailB);
  expect(mail.subject).toContain(listName);
  const link = mail.links.find((l) => l.includes("/lists/invite/"));
  expect(link).toBeTruthy();
  await b.goto(pathOf(link!));
  await expect(b.getByRole("heading", { name: `Join “${listName}”?` })).toBeVisible();
  await b.getByRole("button", { name: "Join list" }).click();
  await b.waitForURL((url) => url.pathname === listPath);
  await expect(b.getByTestId("list-sharing-summary")).toHaveText(`Shared by ${emailA}`);
  await expect(quantityOf(b, "Milk")).toHaveText("1");
  await expect(b.getByRole("button", { name: "Delete List" })).toHaveCount(0);

  // A's page learns of B joining by itself; both views are live.
  await expect(a.getByTestId("list-sharing-summary")).toHaveText("Shared with 1 person");
  await expect(live(a)).toHaveCount(1);
  await expect(live(b)).toHaveCount(1);

  // A adds an item: B sees it within 2 s without reloading.
  await a.getByLabel("Item name").fill("Bread");
  const started = Date.now();
  await a.getByRole("button", { name: "Add Item" }).click();
  await expect(b.getByText("Bread", { exact: true })).toBeVisible({ timeout: 2_000 });
  console.log(`[shared-lists] B saw A's item after ${Date.now() - started} ms`);
  // And the other way round.
  await b.getByLabel("Item name").fill("Eggs");
  await b.getByRole("button", { name: "Add Item" }).click();
  await expect(a.getByText("Eggs", { exact: true })).toBeVisible({ timeout: 2_000 });

  // Concurrent +1 from both ends: 6 clicks each, fired together, end exactly 12 higher everywhere.
  const clickPlus = (page: Page) =>
    page.evaluate(() => {
      const button = document.querySelector<HTMLButtonElement>('button[aria-label="Increase quantity of Milk"]')!;
      for (let i = 0; i < 6; i++) button.click();
    });
  await Promise.all([clickPlus(a), clickPlus(b)]);
  await expect(quantityOf(a, "Milk")).toHaveText("13");
  await expect(quantityOf(b, "Milk")).toHaveText("13");
  await Promise.all([a.reload(), b.reload()]);
  await expect(quantityOf(a, "Milk")).toHaveText("13");
  await expect(quantityOf(b, "Milk")).toHaveText("13");

  // B's lists screen marks the list as shared with them, without a delete button.
  await b.goto("/lists");
  const card = b.getByRole("article", { name: listName });
  await expect(card).toContainText(`Shared with you by ${emailA}`);
  await expect(card.getByRole("button", { name: `Delete ${listName}` })).toHaveCount(0);
  await b.goto(listPath);
  await expect(live(b)).toHaveCount(1);

  // A removes B: B's open view leaves at once, and B's next visit is "not found".
  await a.getByRole("button", { name: "Share" }).click();
  await expect(dialog.getByRole("list", { name: "People with access" })).toContainText(emailB);
  await dialog.getByRole("button", { name: `Remove ${emailB}` }).click();
  await dialog.getByRole("button", { name: `Confirm removing ${emailB}` }).click();
  await expect(dialog.getByText("Nobody else has access yet.")).toBeVisible();
  await b.waitForURL((url) => url.pathname === "/lists", { timeout: 5_000 });
  await expect(toasts(b)).toContainText("The shopping list you're looking for doesn't exist.");
  await b.goto(listPath);
  await b.waitForURL((url) => url.pathname === "/lists");
  await expect(b.getByRole("article", { name: listName })).toHaveCount(0);
  const events = await b.request.get(`/api/lists/${listPath.split("/").pop()}/events`);
  expect(events.status()).toBe(404);

  // The used link stays used.
  await b.goto(pathOf(link!));
  await expect(b.getByRole("heading", { name: "Invitation already used" })).toBeVisible();

  await contextA.close();
  await contextB.close();
});
