import { routes } from "@adviser-desk/contracts/endpoints/routes";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, queryKeyOf, queryOf } from "./api";
import { HttpError } from "./http-error";

const fetchSpy = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchSpy);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockReset();
});

const json = (status: number, body: unknown, type = "application/json") =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": type } });

function sent() {
  const [url, init] = fetchSpy.mock.calls[0] ?? [];
  return { url, method: init?.method, body: init?.body, headers: new Headers(init?.headers) };
}

describe("api(endpoint, args)", () => {
  it("calls the endpoint's method and path, with its params filled and encoded", async () => {
    fetchSpy.mockResolvedValue(json(200, { id: "x" }));
    await api(routes.restoreUser, { params: { id: "a/b c" } });
    expect(sent()).toMatchObject({
      url: "/api/v1/admin/users/a%2Fb%20c/restore",
      method: "POST",
      body: undefined,
    });
  });

  it("sends the body as JSON and the query as a search string without empty values", async () => {
    fetchSpy.mockImplementation(async () => json(200, {}));
    await api(routes.deleteUser, { params: { id: "u1" }, body: { confirmEmail: "a@b.co" } });
    expect(sent()).toMatchObject({ method: "DELETE", body: '{"confirmEmail":"a@b.co"}' });
    expect(sent().headers.get("content-type")).toBe("application/json");

    fetchSpy.mockClear();
    await api(routes.listUsers, {
      query: { page: 2, pageSize: 25, status: "all", q: undefined },
    });
    expect(sent().url).toBe("/api/v1/admin/users?page=2&pageSize=25&status=all");
  });

  it("sends a raw-body endpoint's file as it is, typed as the file (generic binary by default)", async () => {
    fetchSpy.mockImplementation(async () => json(200, {}));
    const png = new Blob(["png"], { type: "image/png" });
    await api(routes.uploadCompanyLogo, { body: png });
    expect(sent()).toMatchObject({ url: "/api/v1/company/logo", method: "PUT", body: png });
    expect(sent().headers.get("content-type")).toBe("image/png");

    fetchSpy.mockClear();
    await api(routes.uploadCompanyLogo, { body: new Blob(["?"]) });
    expect(sent().headers.get("content-type")).toBe("application/octet-stream");
    expect(sent().headers.get("x-file-name")).toBeNull();
  });

  it("names a File in X-File-Name, percent-encoded", async () => {
    fetchSpy.mockImplementation(async () => json(200, {}));
    const docx = new File(["docx"], "Scénario 2026.docx", { type: "application/x-docx" });
    await api(routes.uploadReportTemplate, { params: { kind: "scenario" }, body: docx });
    expect(sent()).toMatchObject({ url: "/api/v1/admin/report-templates/scenario", method: "PUT" });
    expect(sent().headers.get("content-type")).toBe("application/x-docx");
    expect(sent().headers.get("x-file-name")).toBe("Sc%C3%A9nario%202026.docx");
  });

  it("answers with the JSON body, and a problem as an HttpError with its code", async () => {
    fetchSpy.mockResolvedValue(json(200, { count: 3 }));
    await expect(api(routes.countUsers)).resolves.toEqual({ count: 3 });

    fetchSpy.mockResolvedValue(
      json(
        404,
        { type: "about:blank", title: "Not found", status: 404, code: "admin/user-not-found" },
        "application/problem+json",
      ),
    );
    const failure = api(routes.getUser, { params: { id: "nobody" } });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status: 404, code: "admin/user-not-found" });
  });

  it("types its arguments and answer from the catalogue (checked by tsc -b)", async () => {
    fetchSpy.mockImplementation(async () => json(200, { count: 1 }));
    // @ts-expect-error: getUser needs its :id.
    await api(routes.getUser).catch(() => undefined);
    // @ts-expect-error: a body getMe does not take.
    await api(routes.getMe, { body: { name: "x" } }).catch(() => undefined);
    // @ts-expect-error: the logo is the file itself, not JSON.
    await api(routes.uploadCompanyLogo, { body: { file: "x" } }).catch(() => undefined);
    // @ts-expect-error: deleteUser's body is { confirmEmail }.
    await api(routes.deleteUser, { params: { id: "u" }, body: { email: "a@b.co" } });
    const counted = await api(routes.countUsers);
    // @ts-expect-error: the answer is { count: number }, nothing else.
    expect(counted.total).toBeUndefined();
    expect(counted.count).toBe(1);
  });
});

describe("query keys", () => {
  it("are the endpoint's name, then its params and query; the name alone is their prefix", () => {
    expect(queryKeyOf(routes.getMe)).toEqual(["getMe"]);
    expect(queryOf(routes.getUser, { params: { id: "u1" } }).queryKey).toEqual([
      "getUser",
      { params: { id: "u1" } },
    ]);
    expect(queryKeyOf(routes.listUsers)).toEqual(["listUsers"]);
  });
});
