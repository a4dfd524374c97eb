import { expect, test } from "@playwright/test";
import { SELLER, signIn } from "./catalog-support.ts";

// Issue 14, the seller's affiliate screens: a two-stage program is refused while its stages add
// up to more than 100 %, created once they fit, found in the programs list with its "10 % / 5 %",
// and a publisher is invited into it from the program's page.

test("a seller creates a two-stage program, finds it in the list and invites a publisher", async ({
  page,
}) => {
  const name = `Partners ${Date.now()}`;
  const invitee = `invitee-${Date.now()}@example.com`;
  await signIn(page, SELLER, /\/cabinet$/);

  await page.goto("/cabinet/affiliate_programs");
  await page.getByRole("link", { name: "New program" }).click();
  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await page.getByText("Multiple stages", { exact: true }).click();
  await page.getByRole("textbox", { name: "Stage 1" }).fill("60");
  await page.getByRole("textbox", { name: "Stage 2" }).fill("50");
  await page.keyboard.press("Tab"); // a number counts once the field is left, as in every form
  await expect(page.getByText("Sum of the stages: 110 % (at most 100 %)")).toBeVisible();
  await page.getByRole("button", { name: "Create program" }).click();
  await expect(page.getByText("Please correct the marked fields.")).toBeVisible();
  await expect(page).toHaveURL(/\/affiliate_programs\/new$/);

  await page.getByRole("textbox", { name: "Stage 1" }).fill("10");
  await page.getByRole("textbox", { name: "Stage 2" }).fill("5");
  await page.keyboard.press("Tab");
  await expect(page.getByText("Sum of the stages: 15 % (at most 100 %)")).toBeVisible();
  await page.getByRole("button", { name: "Create program" }).click();
  await expect(page).toHaveURL(/\/cabinet\/affiliate_programs\/\d+$/);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

  await page.getByRole("link", { name: "← All programs" }).click();
  await page.getByRole("searchbox", { name: "Search programs" }).fill(name);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Multiple stages");
  await expect(row).toContainText("10 % / 5 %");
  await row.getByRole("link", { name }).click();

  await page.getByRole("button", { name: "Invite publisher" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a publisher" });
  await dialog.getByRole("textbox", { name: "Email" }).fill(invitee);
  await dialog.getByRole("textbox", { name: "Name" }).fill("Ina Invitee");
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${invitee}.`)).toBeVisible();

  await page.getByRole("tab", { name: "Publishers" }).click();
  const invited = page.getByRole("row", { name: new RegExp(invitee) });
  await expect(invited).toContainText("Invited");
  await expect(invited).toContainText("Ina Invitee");
});
