import { accountRoutes } from "@adviser-desk/contracts/endpoints/account-routes";
import { adminRoutes } from "@adviser-desk/contracts/endpoints/admin-routes";
import { reasonOfCode } from "@adviser-desk/contracts/reason-of-code";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminEnv, auditCount, signedInAdmin } from "../../../test/support/admin-steps";
import type { HttpClient } from "../../../test/support/http-client";
import { put } from "../../../test/support/record-steps";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

let t: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  t = await createTestApp({ ...adminEnv, OVERVIEW_VIDEO_URL: "https://video.example.com/embed/1" });
  admin = (await signedInAdmin(t)).client;
});
afterAll(async () => t.close());

const frameSrc = async () => {
  const res = await t.client().call(accountRoutes.getConfig);
  const csp = String(res.headers["content-security-policy"]);
  return csp.split(";").find((d) => d.trim().startsWith("frame-src")) ?? "";
};

describe("site config for administrators", () => {
  it("shows stored values with the defaults in effect (R999.99 when no amount is set)", async () => {
    const res = await admin.call(adminRoutes.getSiteConfig);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      version: null,
      underConstruction: false,
      subscriptionAmountCents: null,
      effectiveSubscriptionAmountCents: 99_999,
    });
    expect(res.json.effectiveVersion).toBe(
      (await t.client().call(accountRoutes.getConfig)).json.version,
    );
  });

  it("audits each change with the fields before and after", async () => {
    const res = await put(admin, "/api/v1/admin/config", {
      subscriptionAmountCents: 129_900,
      trainingUrl: "https://training.example.co.za",
    });
    expect(res.status).toBe(200);
    expect(
      (await admin.call(adminRoutes.getSiteConfig)).json.effectiveSubscriptionAmountCents,
    ).toBe(129_900);
    const audit = await admin.get("/api/v1/admin/audit?targetType=config");
    expect(audit.json.items[0]).toMatchObject({
      action: "config/update",
      actorEmail: "admin.tests@example.co.za",
      before: { subscriptionAmountCents: null, trainingUrl: null },
      after: { subscriptionAmountCents: 129_900, trainingUrl: "https://training.example.co.za" },
    });
  });

  it.each([
    [-500, "amount must be R 1,00 to R 100 000,00"],
    [0, "amount must be R 1,00 to R 100 000,00"],
    [99, "amount must be R 1,00 to R 100 000,00"],
    [10_000_001, "amount must be R 1,00 to R 100 000,00"],
    [12_345.6, "amount has at most 2 decimals"],
    ["abc", "amount must be a number"],
  ])("plan price %j → 400 under the field; nothing saved, no audit row", async (value, message) => {
    const entries = await auditCount(t);
    const before = (await admin.call(adminRoutes.getSiteConfig)).json;
    const res = await put(admin, "/api/v1/admin/config", { subscriptionAmountCents: value });
    expect(res.status).toBe(400);
    expect(res.problem.errors?.[0]).toMatchObject({ path: "subscriptionAmountCents", message });
    // Spec §8 reads a code back as words: the words must come back as written, or the code says
    // they are in the detail (the toast read "amount must be r 1 00 to r 100 000 00").
    expect(res.problem.detail).toBe(message);
    if (!res.problem.code.endsWith("/invalid-input"))
      expect(reasonOfCode(res.problem.code)).toBe(message);
    expect((await admin.call(adminRoutes.getSiteConfig)).json).toEqual(before);
    expect(await auditCount(t)).toBe(entries);
  });

  it("saving the settings as they stand writes no audit row (review B3-6: an empty 'Changed site settings')", async () => {
    const current = (await admin.call(adminRoutes.getSiteConfig)).json;
    const entries = await auditCount(t);
    const res = await put(admin, "/api/v1/admin/config", {
      trainingUrl: current.trainingUrl,
      subscriptionAmountCents: current.subscriptionAmountCents,
    });
    expect(res.status).toBe(200);
    expect(await auditCount(t)).toBe(entries);
  });

  it("plan price R 1,00 and R 100 000,00 are accepted", async () => {
    for (const cents of [100, 10_000_000, null]) {
      const res = await put(admin, "/api/v1/admin/config", { subscriptionAmountCents: cents });
      expect(res.status).toBe(200);
    }
  });

  it("lets the admin-set overview video's origin into the CSP frame-src, without a restart", async () => {
    expect(await frameSrc()).toContain("https://video.example.com");
    expect(await frameSrc()).not.toContain("https://player.example.org");
    await put(admin, "/api/v1/admin/config", {
      overviewVideoUrl: "https://player.example.org/v/42",
    });
    await expect.poll(frameSrc, { timeout: 2_000 }).toContain("https://player.example.org");
    // The environment's origin stays allowed (it is the default when the admin clears theirs).
    expect(await frameSrc()).toContain("https://video.example.com");
  });
});
