import { expect, test } from "@playwright/test";
import { latestMailTo, openList, pathOf, signUpAndIn, toasts, uniqueEmail } from "./fixtures";

const PASSWORD = "Mail!pref2345";

/*
 * Issue 26 item 4 in the browser: a shopper's e-mail preferences in Profile are saved; an invitation
 * e-mail carries RFC 8058 headers; its link opens a confirmation page without a session, the button
 * switches off exactly invitations, and a mail client's one-click POST works with no cookie at all.
 */
test("shopper e-mail preferences and the one-click unsubscribe", async ({ browser, page }) => {
  test.setTimeout(180_000);
  const owner = uniqueEmail("mail-owner");
  const friend = uniqueEmail("mail-friend");
  await signUpAndIn(page, owner, PASSWORD, "/profile");

  // Profile → E-mail preferences: defaults, a toggle that stays after a reload.
  const prefs = page.getByTestId("shopper-email-preferences");
  await expect(prefs.getByRole("switch", { name: "Price-drop digest" })).toBeChecked();
  await expect(prefs.getByRole("switch", { name: "Marketing emails" })).not.toBeChecked();
  await prefs.getByRole("switch", { name: "Weekly savings summary" }).click();
  await expect(toasts(page)).toContainText("Preferences updated");
  await page.reload();
  await expect(page.getByTestId("shopper-email-preferences").getByRole("switch", { name: "Weekly savings summary" })).not.toBeChecked();

  // An invitation e-mail with its unsubscribe headers.
  const listName = `Picnic ${Date.now().toString(36)}`;
  await page.goto("/lists");
  await page.getByLabel("New list name").fill(listName);
  await page.getByRole("button", { name: "Create List" }).click();
  await openList(page.getByRole("article", { name: listName }));
  await page.getByRole("button", { name: "Share" }).click();
  const dialog = page.getByRole("dialog", { name: `Share “${listName}”` });
  await dialog.getByLabel("Invite by email").fill(friend);
  await dialog.getByRole("button", { name: "Send invite" }).click();
  await expect(toasts(page)).toContainText("Invitation sent");
  const mail = (await latestMailTo(friend)) as Awaited<ReturnType<typeof latestMailTo>> & { headers?: Record<string, string> };
  expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const unsubscribe = /<(http[^>]+)>/.exec(mail.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "";
  expect(unsubscribe).toMatch(/\/unsubscribe\?token=/);
  expect(mail.headers?.["List-Unsubscribe"]).toContain("<mailto:");

  // No session: GET asks, the button unsubscribes.
  const anon = await browser.newContext();
  const stranger = await anon.newPage();
  await stranger.goto(pathOf(unsubscribe));
  await expect(stranger.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
  await expect(stranger.getByText("Unsubscribe from shared-list invitations?")).toBeVisible();
  await stranger.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(stranger.getByRole("status")).toHaveText("You're unsubscribed from shared-list invitations. You won't get these e-mails any more; nothing else changes.");

  // A mail client's one-click POST (no cookies): 200; a forged token: 400.
  const oneClick = await anon.request.post(pathOf(unsubscribe), { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  expect(await oneClick.json()).toMatchObject({ ok: true });
  const forged = await anon.request.post(`/unsubscribe?token=${encodeURIComponent("bWFya2V0aW5nfHU6eA.AAAA")}`, { form: { "List-Unsubscribe": "One-Click" } });
  expect(forged.status()).toBe(400);
  await anon.close();

  // The owner cannot invite that address again: it switched invitations off.
  await dialog.getByLabel("Invite by email").fill(friend);
  await dialog.getByRole("button", { name: "Send invite" }).click();
  await expect(dialog.getByText(/switched off shared-list invitation e-mails/)).toBeVisible();
});
