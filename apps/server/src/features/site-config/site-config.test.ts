import { accountRoutes } from "@adviser-desk/contracts/endpoints/account-routes";
import { adminRoutes } from "@adviser-desk/contracts/endpoints/admin-routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { openDatabase } from "#server/db/database";
import { signedInAdviser } from "../../../test/support/company-steps";
import type { HttpClient } from "../../../test/support/http-client";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import { testDbKind } from "../../../test/support/test-database";

const ADMIN = "config.admin@example.co.za";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    ADMIN_EMAILS: ADMIN,
    TRAINING_URL: "https://training.example.co.za/course",
    OVERVIEW_VIDEO_URL: "https://video.example.com/embed/overview",
    CHAT_WIDGET_SCRIPT_URL: "https://chat.example.net/widget.js",
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => t.close());

let admin: HttpClient;
beforeAll(async () => {
  admin = (await signedInAdviser(t, "Config Admin", ADMIN)).client;
});

/** Opens the event stream (as `client`'s browser, if given) and resolves each event in turn. */
async function openStream(baseUrl: string, client?: HttpClient) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/config/stream`, {
    signal: controller.signal,
    ...(client ? { headers: { cookie: client.cookieHeader() } } : {}),
  });
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  // The stream answers by hand (hijacked): it still carries the security headers and request id.
  expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
  expect(response.headers.get("x-request-id")).toMatch(/\S/);
  const body = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!body) throw new Error("no stream body");
  const reader = body;
  let buffer = "";
  /** The next event: its name and its data. */
  async function nextEvent(): Promise<{ name: string; data: Record<string, unknown> }> {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(event)?.[1];
        const name = /^event: (.*)$/m.exec(event)?.[1] ?? "message";
        if (data) return { name, data: JSON.parse(data) };
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error("stream ended");
      buffer += value;
    }
  }
  return {
    nextEvent,
    /** The next `config` event's data (the stream's first event is always one). */
    async next(): Promise<Record<string, unknown>> {
      const { name, data } = await nextEvent();
      expect(name).toBe("config");
      return data;
    },
    close: () => controller.abort(),
  };
}

const baseUrl = (app: TestApp["app"]) => {
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("not listening");
  return `http://127.0.0.1:${address.port}`;
};

describe("GET /api/v1/config", () => {
  it("merges stored settings with the environment's defaults", async () => {
    const res = await t.client().call(accountRoutes.getConfig);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      underConstruction: false,
      chatEnabled: true,
      chatWidgetScriptUrl: "https://chat.example.net/widget.js",
      trainingUrl: "https://training.example.co.za/course",
      overviewVideoUrl: "https://video.example.com/embed/overview",
      googleEnabled: false,
      passwordMinLength: 8,
    });
    expect(res.json.version).toBe("development");
  });

  it("the CSP allows exactly the chat widget's and the video's origins", async () => {
    const csp = String(
      (await t.client().call(accountRoutes.getConfig)).headers["content-security-policy"],
    );
    expect(csp).toContain("script-src 'self' https://chat.example.net;");
    expect(csp).toContain("https://video.example.com");
    expect(csp).not.toContain("script-src 'self' https://video.example.com");
  });
});

describe("PUT /api/v1/admin/config", () => {
  it("refuses a non-admin with 403 and changes nothing", async () => {
    const { client } = await signedInAdviser(t);
    const res = await client.call(adminRoutes.updateConfig, { body: { underConstruction: true } });
    expect(res.status).toBe(403);
    expect((await t.client().call(accountRoutes.getConfig)).json.underConstruction).toBe(false);
  });

  it("refuses a bad URL with a message naming the field", async () => {
    const res = await admin.call(adminRoutes.updateConfig, {
      body: {
        trainingUrl: "javascript:alert(1)",
      },
    });
    expect(res.status).toBe(400);
    expect(res.problem.errors?.[0]).toEqual({
      path: "trainingUrl",
      message: "must be an http(s) address",
    });
  });

  it("names the Information Officer printed in the privacy policy; a bad e-mail is refused", async () => {
    const publicOfficer = async () =>
      (await t.client().call(accountRoutes.getConfig)).json.informationOfficer;
    expect(await publicOfficer()).toEqual({ name: null, email: "privacy@adviserdesk.co.za" });
    const bad = await admin.call(adminRoutes.updateConfig, {
      body: {
        informationOfficerEmail: "not an address",
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.problem.errors?.[0]).toEqual({
      path: "informationOfficerEmail",
      message: "must be an e-mail address",
    });
    const put = await admin.call(adminRoutes.updateConfig, {
      body: {
        informationOfficerName: "  Nomsa Dlamini ",
        informationOfficerEmail: "nomsa@adviserdesk.co.za",
      },
    });
    expect(put.status).toBe(200);
    // Each instance hears of the change by NOTIFY (on PostgreSQL a moment later).
    await expect
      .poll(publicOfficer)
      .toEqual({ name: "Nomsa Dlamini", email: "nomsa@adviserdesk.co.za" });
    // Emptied, both go back to the default.
    await admin.call(adminRoutes.updateConfig, {
      body: {
        informationOfficerName: "",
        informationOfficerEmail: "",
      },
    });
    await expect.poll(publicOfficer).toEqual({ name: null, email: "privacy@adviserdesk.co.za" });
  });

  it("an admin's change reaches open event streams at once; turning chat off hides the widget", async () => {
    const stream = await openStream(baseUrl(t.app));
    expect((await stream.next()).underConstruction).toBe(false);

    const put = await admin.call(adminRoutes.updateConfig, {
      body: {
        underConstruction: true,
        chatEnabled: false,
        version: "2026.11.2",
      },
    });
    expect(put.status).toBe(200);
    const changed = await stream.next();
    expect(changed).toMatchObject({
      underConstruction: true,
      chatEnabled: false,
      chatWidgetScriptUrl: null,
      version: "2026.11.2",
    });

    await admin.call(adminRoutes.updateConfig, {
      body: {
        underConstruction: false,
        chatEnabled: true,
        version: null,
      },
    });
    expect((await stream.next()).underConstruction).toBe(false);
    stream.close();
  });
});

describe("a page whose user an administrator disables or deletes is signed out live (review B3-5)", () => {
  it("its stream says so at once, with the reason; other pages' streams hear nothing of it", async () => {
    const person = await signedInAdviser(t, "Live Disabled");
    const bystander = await signedInAdviser(t, "Live Bystander");
    const userId = (await person.client.call(accountRoutes.getMe)).json.user.id as string;
    const page = await openStream(baseUrl(t.app), person.client);
    const other = await openStream(baseUrl(t.app), bystander.client);
    const anonymous = await openStream(baseUrl(t.app));
    for (const stream of [page, other, anonymous]) await stream.next();

    expect((await admin.post(`/api/v1/admin/users/${userId}/disable`)).status).toBe(200);
    const told = await page.nextEvent();
    expect(told.name).toBe("signed-out");
    expect(told.data).toEqual({
      code: "auth/account-disabled",
      detail: expect.stringMatching(/disabled by an administrator/),
    });
    // The others' next event is the next config change, not a sign-out.
    await admin.call(adminRoutes.updateConfig, {
      body: { trainingUrl: "https://t.example.co.za" },
    });
    for (const stream of [other, anonymous, page]) {
      expect((await stream.nextEvent()).name).toBe("config");
    }
    // A page reconnecting with the ended session is told at once, after the config.
    const reconnected = await openStream(baseUrl(t.app), person.client);
    await reconnected.next();
    expect(await reconnected.nextEvent()).toMatchObject({
      name: "signed-out",
      data: { code: "auth/account-disabled" },
    });
    for (const stream of [page, other, anonymous, reconnected]) stream.close();
  });

  it("a deletion says 'deleted'; another user disabled and enabled leaves the page alone", async () => {
    const person = await signedInAdviser(t, "Live Deleted");
    const me = (await person.client.call(accountRoutes.getMe)).json.user;
    const bystander = await signedInAdviser(t, "Live Bystander Two");
    const bystanderId = (await bystander.client.call(accountRoutes.getMe)).json.user.id as string;
    const page = await openStream(baseUrl(t.app), person.client);
    await page.next();
    // Another user's sessions ending checks this page's too, and leaves it alone.
    expect((await admin.post(`/api/v1/admin/users/${bystanderId}/disable`)).status).toBe(200);
    expect((await admin.post(`/api/v1/admin/users/${bystanderId}/enable`)).status).toBe(200);
    const deleted = await admin.request("DELETE", `/api/v1/admin/users/${me.id}`, {
      confirmEmail: me.email,
    });
    expect(deleted.status).toBe(200);
    const told = await page.nextEvent();
    expect(told).toMatchObject({ name: "signed-out", data: { code: "auth/account-deleted" } });
    expect(told.data.detail).toMatch(/deleted by an administrator/);
    page.close();
  });
});

describe.runIf(testDbKind() === "postgres")("several instances on one PostgreSQL", () => {
  it("a change saved through instance A reaches a browser connected to instance B (LISTEN/NOTIFY)", async () => {
    if (!t.databaseUrl) throw new Error("expected a PostgreSQL database");
    const second = await openDatabase({ url: t.databaseUrl });
    const instanceB = await buildApp(t.config, { database: second });
    await instanceB.listen({ port: 0, host: "127.0.0.1" });
    try {
      const stream = await openStream(baseUrl(instanceB));
      await stream.next();
      await admin.call(adminRoutes.updateConfig, {
        body: {
          trainingUrl: "https://academy.example.co.za",
        },
      });
      expect((await stream.next()).trainingUrl).toBe("https://academy.example.co.za");
      stream.close();
      // Disabling a user through instance A signs out their page open on instance B.
      const person = await signedInAdviser(t, "Live Across Instances");
      const userId = (await person.client.call(accountRoutes.getMe)).json.user.id as string;
      const page = await openStream(baseUrl(instanceB), person.client);
      await page.next();
      expect((await admin.post(`/api/v1/admin/users/${userId}/disable`)).status).toBe(200);
      expect(await page.nextEvent()).toMatchObject({
        name: "signed-out",
        data: { code: "auth/account-disabled" },
      });
      page.close();
    } finally {
      await instanceB.close();
      await second.close();
    }
  });
});
