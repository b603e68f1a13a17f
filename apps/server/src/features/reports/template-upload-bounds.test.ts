import PizZip from "pizzip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listZipEntries } from "#server/documents/docx/template-zip-guard";
import { adminEnv, signedInAdmin } from "../../../test/support/admin-steps";
import type { HttpClient } from "../../../test/support/http-client";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const URL_ = "/api/v1/admin/report-templates/scenario";

// Security review §8 and §12: a 420 KB template unpacking to 400 MB froze every report for ~40 s;
// `../../x` parts were copied into every adviser's .docx; a bad X-File-Name gave 500.
describe("template uploads are bounded", () => {
  let t: TestApp;
  let admin: HttpClient;
  let builtIn: Buffer;

  const upload = (body: Buffer, name = "Ours.docx") =>
    admin.request("PUT", URL_, body, { "content-type": DOCX, "x-file-name": name });
  const withPart = (name: string, content: string | Buffer) => {
    const zip = new PizZip(builtIn);
    zip.file(name, content);
    return zip.generate({ type: "nodebuffer", compression: "DEFLATE" });
  };

  beforeAll(async () => {
    t = await createTestApp(adminEnv);
    admin = (await signedInAdmin(t)).client;
    builtIn = (await admin.get(URL_)).raw;
  });
  afterAll(async () => t.close());

  it("refuses a template that unpacks past the limit (a decompression bomb), before unpacking it", async () => {
    const bomb = withPart("word/unused.bin", Buffer.alloc(40 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(bomb);
    expect(res.status).toBe(413);
    expect(res.json.code).toBe("report-templates/too-large");
    expect(res.json.detail).toMatch(/unpacks to 40 MB/);
  });

  it("refuses text parts past their own limit (they are parsed for every report)", async () => {
    const res = await upload(withPart("word/extra.xml", " ".repeat(5 * 1024 * 1024)));
    expect(res.status).toBe(413);
  });

  it("refuses an absurd compression ratio even under the size limit", async () => {
    const res = await upload(withPart("word/unused.bin", Buffer.alloc(15 * 1024 * 1024)));
    expect(res.status).toBe(400);
    expect(res.json.detail).toMatch(/far more than a Word document/);
  });

  for (const name of ["../../../../tmp/x", "/etc/x", "word\\x.xml", "C:/x", "word/../../x"]) {
    it(`refuses a part named ${JSON.stringify(name)}`, async () => {
      const zip = new PizZip(builtIn);
      zip.file(name, "x");
      const body = zip.generate({ type: "nodebuffer", compression: "DEFLATE" });
      expect(listZipEntries(body).map((e) => e.name)).toContain(name);
      const res = await upload(body);
      expect(res.status).toBe(400);
      expect(res.json.code).toBe("report-templates/invalid-template");
    });
  }

  it("answers 400 for an X-File-Name that is not percent-encoded properly", async () => {
    const res = await upload(builtIn, "%E0%A4%A");
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("report-templates/bad-file-name");
  });

  it("still accepts a real template", async () => {
    expect((await upload(builtIn, "Our%20template.docx")).status).toBe(200);
  });
});
