import { expect, test, type Page } from "@playwright/test";
import { DEMO, latestMailTo, login, pathOf, retailerSignUp as retailerSignUpForm, signOut, signUp as signUpForm, toasts, uniqueEmail } from "./fixtures";

const PASSWORD = "Str0ng!pass-e2e";

async function signUp(page: Page, email: string, password = PASSWORD) {
  await signUpForm(page, email, password);
  await expect(toasts(page)).toContainText("We've sent you a confirmation link.");
}

async function retailerSignUp(page: Page, email: string) {
  await retailerSignUpForm(page, { email, password: PASSWORD, business: "E2E Fresh Foods", address: "12 Queen Street, Auckland" });
}

test("shopper sign-up: strength meter, e-mail confirmation from the outbox, sign in, home, sign out", async ({ page }) => {
  const email = uniqueEmail("shopper");
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign up" }).click();
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("abc");
  await expect(page.getByTestId("strength-score")).toHaveText("1/6");
  await expect(page.getByText("Add uppercase letters")).toBeVisible();
  await password.fill(PASSWORD);
  await expect(page.getByTestId("strength-score")).toHaveText("6/6");
  await expect(page.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  // Client-side rules stop a bad form before any request.
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("You must accept the Terms of Service to create an account")).toBeVisible();

  await signUp(page, email);
  await expect(page.getByRole("heading", { name: "Sign in to Cartwise" })).toBeVisible(); // back to sign-in mode

  const mail = await latestMailTo(email);
  expect(mail.subject).toBe("Confirm your Cartwise account");
  const link = mail.links.find((l) => l.includes("/confirm-email?token="));
  expect(link).toBeTruthy();
  await page.goto(pathOf(link!));
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page.getByText("Email confirmed. Thanks!")).toBeVisible();
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByText("Your email is confirmed. Sign in to continue.")).toBeVisible();

  // The link works once.
  await page.goto(pathOf(link!));
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page.getByText("This confirmation link is invalid or has already been used.")).toBeVisible();

  await login(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page)).toContainText("Welcome back!");
  await expect(page.getByRole("dialog")).toHaveCount(0); // terms were accepted at sign-up
  await signOut(page);
  await expect(toasts(page)).toContainText("You've been signed out successfully.");
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?from=%2Fprofile/);
});

test("an account without accepted terms gets the blocking dialog: accept → home → sign out; decline signs out", async ({ page }) => {
  // The retailer sign-up form has no terms box, so that account meets the gate on shopper pages.
  const email = uniqueEmail("terms");
  await retailerSignUp(page, email);
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Terms of Service" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible(); // cannot be dismissed
  const accept = dialog.getByRole("button", { name: "Accept" });
  await expect(accept).toBeDisabled();
  await dialog.getByRole("checkbox").check();
  await accept.click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("dialog", { name: "Terms of Service" })).toHaveCount(0);
  await signOut(page);

  const decliner = uniqueEmail("decline");
  await retailerSignUp(page, decliner);
  await page.goto("/profile");
  await page.getByRole("dialog", { name: "Terms of Service" }).getByRole("button", { name: "Decline" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
  await expect(toasts(page)).toContainText("Signed out");
});

test("a wrong password shows the spec's toast and the same answer as an unknown e-mail", async ({ page }) => {
  const email = uniqueEmail("wrongpw");
  await signUp(page, email);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Wrong!pass123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toasts(page)).toContainText("Sign in failed");
  await expect(toasts(page)).toContainText("Invalid email or password. Please try again.");
  const wrongText = await page.getByRole("alert").filter({ hasText: "Invalid email" }).first().textContent();
  await page.reload();
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("nobody"));
  await page.getByLabel("Password", { exact: true }).fill("Wrong!pass123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toasts(page)).toContainText("Sign in failed");
  expect(await page.getByRole("alert").filter({ hasText: "Invalid email" }).first().textContent()).toBe(wrongText);
  // Bad format never reaches the server.
  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toasts(page)).toContainText("Please check your email and password format.");
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
});

test("a shopper opening /admin/scraping is refused; the admin gets in", async ({ page }) => {
  await login(page, DEMO.shopper.email, DEMO.shopper.password);
  const res = await page.goto("/admin/scraping");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Scraping Administration" })).toHaveCount(0);
  await signOut(page);
  await login(page, DEMO.admin.email, DEMO.admin.password, "/admin/scraping");
  await expect(page).toHaveURL(/\/admin\/scraping$/);
  await expect(page.getByRole("heading", { name: "Scraping Administration" })).toBeVisible();
});

test("retailer sign-up lands on /retailer/dashboard; a shopper's portal login is sent to Sign Up", async ({ page }) => {
  await retailerSignUp(page, uniqueEmail("retailer"));
  await expect(page).toHaveURL(/\/retailer\/dashboard$/);
  // Let the dashboard's refresh finish first: a response still in flight would set the session cookie again.
  await page.waitForLoadState("networkidle");
  await page.context().clearCookies();

  const shopper = uniqueEmail("portal");
  await signUp(page, shopper);
  await page.goto("/retailer/auth");
  await page.getByLabel("Email", { exact: true }).fill(shopper);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(toasts(page)).toContainText("Setup required");
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(shopper);
});

test("a cookie copied before sign-out no longer works afterwards", async ({ page, browser }) => {
  const email = uniqueEmail("replay");
  await signUp(page, email);
  await login(page, email, PASSWORD, "/profile");
  await expect(page.getByTestId("profile-email")).toHaveText(email);
  const copied = await page.context().cookies();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL((url) => url.pathname === "/login");

  const attacker = await browser.newContext();
  await attacker.addCookies(copied);
  const other = await attacker.newPage();
  await other.goto("/profile");
  await expect(other).toHaveURL(/\/login/);
  await attacker.close();
});

test("a signed-in visitor to /login goes back to a same-origin `from`, never to another site", async ({ page }) => {
  const email = uniqueEmail("from");
  await signUp(page, email);
  await login(page, email, PASSWORD);
  await page.goto("/login?from=%2Fprofile");
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto("/login?from=%2F%2Fevil.example%2Fx");
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test("profile shows real data and Manage Account changes the name", async ({ page }) => {
  const email = uniqueEmail("profile");
  await signUp(page, email);
  await login(page, email, PASSWORD, "/profile");
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await expect(page.getByText("Free Member")).toBeVisible();
  const stats = page.getByRole("region", { name: "Your activity" });
  await expect(stats).toContainText("0Lists");
  await expect(stats).toContainText("$0.00Saved");
  await expect(stats).toContainText("Shop a Best Savings plan or share a receipt to start counting");
  for (const [name, href] of [["Retailer Portal", "/retailer/auth"], ["FAQ & Help", "/faq"], ["Privacy Policy", "/privacy"], ["Terms of Service", "/terms"]]) {
    await expect(page.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("href", href);
  }
  await page.getByRole("button", { name: "Manage Account" }).click();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("<b>Erin</b> Tester");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(toasts(page)).toContainText("Account updated");
  await page.getByRole("button", { name: "Close" }).click();
  await expect(page.getByTestId("profile-name")).toHaveText("Erin Tester");
});

test("route handlers refuse cross-site posts and anonymous callers", async ({ request }) => {
  const body = { eventType: "suspicious_activity" };
  const anonymous = await request.post("/api/security/log", { data: body, headers: { "sec-fetch-site": "same-origin" } });
  expect(anonymous.status()).toBe(401);
  const crossSite = await request.post("/api/security/log", { data: body, headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" } });
  expect(crossSite.status()).toBe(403);
  const page = await request.get("/login");
  expect(page.headers()["x-content-type-options"]).toBe("nosniff");
  expect(page.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});

test("changing the password signs out other sessions; deleting the account removes it", async ({ page, browser }) => {
  const email = uniqueEmail("manage");
  await signUp(page, email);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await login(otherPage, email, PASSWORD, "/profile");
  await login(page, email, PASSWORD, "/profile");

  await page.getByRole("button", { name: "Manage Account" }).click();
  await page.getByLabel("Current password", { exact: true }).fill("Wrong!pass123");
  await page.getByLabel("New password", { exact: true }).fill("N3w!password-e2e");
  await page.getByLabel("Confirm new password", { exact: true }).fill("N3w!password-e2e");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your current password is incorrect.")).toBeVisible();
  await page.getByLabel("Current password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(toasts(page)).toContainText("Password changed");
  await page.reload();
  await expect(page).toHaveURL(/\/profile$/); // this browser stays signed in
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login/); // the other session is gone
  await other.close();

  await page.getByRole("button", { name: "Manage Account" }).click();
  await page.getByRole("button", { name: "Delete account" }).click();
  await page.getByRole("form", { name: "Delete account" }).getByLabel("Password", { exact: true }).fill("N3w!password-e2e");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
  await expect(toasts(page)).toContainText("Account deleted");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("N3w!password-e2e");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toasts(page)).toContainText("Sign in failed");
});
