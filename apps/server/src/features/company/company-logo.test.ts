import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminEnv, signedInAdmin } from "../../../test/support/admin-steps";
import { createCompanyFor, signedInAdviser } from "../../../test/support/company-steps";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
});
afterAll(async () => t.close());

const image = (format: "png" | "jpeg" | "webp" | "gif", width = 400, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: "#1c4e80" } })
    .toFormat(format)
    .toBuffer();

async function adviserWithCompany() {
  const adviser = await signedInAdviser(t);
  const company = await createCompanyFor(adviser.client);
  return { ...adviser, company };
}

const put = (
  client: Awaited<ReturnType<typeof adviserWithCompany>>["client"],
  body: Buffer,
  type: string,
) => client.request("PUT", "/api/v1/company/logo", body, { "content-type": type });

describe("company logo", () => {
  it.each(["png", "jpeg", "webp"] as const)(
    "accepts %s, stores it re-encoded as PNG and serves it with caching",
    async (format) => {
      const { client } = await adviserWithCompany();
      const res = await put(client, await image(format), `image/${format}`);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ width: 400, height: 200 });
      const me = await client.get("/api/v1/me");
      expect(me.json.company.accountImage).toBe(res.json.accountImage);
      const logo = await client.get(res.json.accountImage);
      expect(logo.status).toBe(200);
      expect(logo.headers["content-type"]).toBe("image/png");
      expect(logo.headers["cache-control"]).toContain("immutable");
      const meta = await sharp(Buffer.from(logo.body, "binary"))
        .metadata()
        .catch(() => null);
      expect(meta === null || meta.format === "png").toBe(true);
    },
  );

  it("shrinks a large logo to at most 1024 px", async () => {
    const { client } = await adviserWithCompany();
    const res = await put(client, await image("png", 3000, 1500), "image/png");
    expect(res.json).toMatchObject({ width: 1024, height: 512 });
  });

  it("checks the type from the content: a GIF sent as image/png is refused", async () => {
    const { client } = await adviserWithCompany();
    const res = await put(client, await image("gif"), "image/png");
    expect(res.status).toBe(415);
    expect(res.json.code).toBe("company/logo-type-not-allowed");
  });

  it("refuses SVG (it can carry script)", async () => {
    const { client } = await adviserWithCompany();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script></svg>',
    );
    const res = await put(client, svg, "image/svg+xml");
    expect(res.status).toBe(415);
    expect((await client.get("/api/v1/me")).json.company.accountImage).toBeNull();
  });

  it("refuses text pretending to be an image", async () => {
    const { client } = await adviserWithCompany();
    const res = await put(client, Buffer.from("not an image at all"), "image/jpeg");
    expect(res.status).toBe(415);
  });

  it("refuses a file over 2 MB with a clear message", async () => {
    const { client } = await adviserWithCompany();
    const res = await put(client, Buffer.alloc(2 * 1024 * 1024 + 10, 1), "image/png");
    expect(res.status).toBe(413);
    expect(res.json.code).toBe("company/logo-too-large");
    expect(res.json.detail).toBe("The logo must be at most 2 MB.");
  });

  /** A valid PNG whose header now claims `width` × `height` (its CRC fixed, its pixels not). */
  async function pngClaiming(width: number, height: number) {
    const png = Buffer.from(await image("png", 32, 32));
    png.writeUInt32BE(width, 16);
    png.writeUInt32BE(height, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
    return png;
  }

  // Security review N2: a truncated PNG answered 500 (the decoder failed after the header check).
  const UNREADABLE: [string, () => Promise<Buffer>, string][] = [
    [
      "a PNG cut after its header (60 bytes)",
      async () => (await image("png")).subarray(0, 60),
      "image/png",
    ],
    [
      "a PNG cut in half",
      async () => {
        const png = await image("png");
        return png.subarray(0, png.length >> 1);
      },
      "image/png",
    ],
    [
      "a JPEG cut in half",
      async () => {
        const jpeg = await image("jpeg");
        return jpeg.subarray(0, jpeg.length >> 1);
      },
      "image/jpeg",
    ],
    [
      "a WebP cut in half",
      async () => {
        const webp = await image("webp");
        return webp.subarray(0, webp.length >> 1);
      },
      "image/webp",
    ],
    [
      "garbage behind a PNG signature",
      async () => Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(500, 0x41)]),
      "image/png",
    ],
    [
      "garbage behind a JPEG signature",
      async () => Buffer.concat([Buffer.from("ffd8ffe0", "hex"), Buffer.alloc(500, 0x41)]),
      "image/jpeg",
    ],
    ["a PNG claiming 30 000 × 30 000 pixels", () => pngClaiming(30_000, 30_000), "image/png"],
    [
      "a PNG claiming 7 000 × 7 000 pixels (49 megapixels)",
      () => pngClaiming(7_000, 7_000),
      "image/png",
    ],
    [
      "a real decompression bomb: 7 000 × 7 000 pixels of one colour in a few kilobytes",
      () =>
        sharp({ create: { width: 7_000, height: 7_000, channels: 3, background: "#fff" } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
      "image/png",
    ],
  ];
  it.each(UNREADABLE)(
    "refuses %s with a clear 4xx and keeps the logo it had",
    async (_name, make, type) => {
      const { client } = await adviserWithCompany();
      const kept = await put(client, await image("png"), "image/png");
      const res = await put(client, await make(), type);
      expect(res.status, res.body).toBeGreaterThanOrEqual(400);
      expect(res.status, res.body).toBeLessThan(500);
      expect(res.json.code).toMatch(/^company\/logo-/);
      expect(res.json.detail).toMatch(/\S/);
      expect((await client.get("/api/v1/me")).json.company.accountImage).toBe(
        kept.json.accountImage,
      );
    },
  );

  it("refuses a tiny image", async () => {
    const { client } = await adviserWithCompany();
    const res = await put(client, await image("png", 8, 8), "image/png");
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("company/logo-too-small");
  });

  it("removing the logo clears accountImage", async () => {
    const { client } = await adviserWithCompany();
    await put(client, await image("png"), "image/png");
    expect((await client.request("DELETE", "/api/v1/company/logo")).status).toBe(204);
    expect((await client.get("/api/v1/me")).json.company.accountImage).toBeNull();
    expect((await client.get("/api/v1/company/logo")).status).toBe(404);
  });

  it("by company id: the owner gets it, another company gets 404", async () => {
    const a = await adviserWithCompany();
    await put(a.client, await image("png"), "image/png");
    expect((await a.client.get(`/api/v1/companies/${a.company.id}/logo`)).status).toBe(200);
    const b = await adviserWithCompany();
    expect((await b.client.get(`/api/v1/companies/${a.company.id}/logo`)).status).toBe(404);
  });

  it("administrators read any company's logo on their own path, not the members' one", async () => {
    const a = await adviserWithCompany();
    await put(a.client, await image("png"), "image/png");
    const admin = await signedInAdmin(t);
    const any = await admin.client.get(`/api/v1/admin/companies/${a.company.id}/logo`);
    expect([any.status, any.headers["content-type"]]).toEqual([200, "image/png"]);
    const unknown = await admin.client.get("/api/v1/admin/companies/not-a-company-id/logo");
    expect([unknown.status, unknown.json.code]).toEqual([404, "company/logo-not-found"]);
    const members = await admin.client.get(`/api/v1/companies/${a.company.id}/logo`);
    expect([members.status, members.json.code]).toEqual([403, "company/missing"]);
    const member = await a.client.get(`/api/v1/admin/companies/${a.company.id}/logo`);
    expect([member.status, member.json.code]).toEqual([403, "auth/permission-denied"]);
  });

  it("without a company the upload answers 403 company/missing", async () => {
    const { client } = await signedInAdviser(t);
    const res = await put(client, await image("png"), "image/png");
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("company/missing");
  });
});
