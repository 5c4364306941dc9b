import { ApiClientError, apiRequest, getQueryFn, isUnauthorized, queryKeyToUrl } from "./client";

jest.mock("sonner", () => ({ toast: Object.assign(jest.fn(), { error: jest.fn() }) }));

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function respond(body: string, init: ResponseInit & { contentType?: string }) {
  const headers = new Headers(init.headers);
  if (init.contentType) headers.set("content-type", init.contentType);
  fetchMock.mockResolvedValueOnce(new Response(body === "" ? null : body, { status: init.status, statusText: init.statusText, headers }));
}

async function failure(): Promise<ApiClientError> {
  try {
    await apiRequest("POST", "/api/x", { a: 1 });
  } catch (error) {
    expect(error).toBeInstanceOf(ApiClientError);
    return error as ApiClientError;
  }
  throw new Error("expected apiRequest to throw");
}

describe("apiRequest", () => {
  it("sends credentials and a JSON body", async () => {
    respond("{}", { status: 200, contentType: "application/json" });
    await apiRequest("POST", "/api/company", { name: "Acme" });
    expect(fetchMock).toHaveBeenCalledWith("/api/company", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Acme" }),
      credentials: "include",
    });
  });

  it("sends no body or content type without a payload", async () => {
    respond("", { status: 204 });
    await apiRequest("DELETE", "/api/shared-spaces/1");
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: "DELETE", body: undefined, headers: undefined });
  });

  it("uses the JSON body's message when present", async () => {
    respond(JSON.stringify({ message: "Company already exists" }), {
      status: 409,
      statusText: "Conflict",
      contentType: "application/json; charset=utf-8",
    });
    const error = await failure();
    expect(error.status).toBe(409);
    expect(error.message).toBe("Company already exists");
  });

  it("uses status and status text for JSON without a message", async () => {
    respond(JSON.stringify({ error: "nope" }), { status: 400, statusText: "Bad Request", contentType: "application/json" });
    expect((await failure()).message).toBe("400: Bad Request");
  });

  it("falls back to status and status text when JSON does not parse", async () => {
    respond("<html>oops</html>", { status: 502, statusText: "Bad Gateway", contentType: "application/json" });
    const error = await failure();
    expect(error.message).toBe("502: Bad Gateway");
    expect(error.body).toBe("<html>oops</html>");
  });

  it("uses status and status text for a non-JSON body", async () => {
    respond("Internal error", { status: 500, statusText: "Internal Server Error", contentType: "text/plain" });
    const error = await failure();
    expect(error.message).toBe("500: Internal Server Error");
    expect(error.body).toBe("Internal error");
  });

  it("marks 401 as unauthorized", async () => {
    respond(JSON.stringify({ message: "Unauthorized" }), { status: 401, contentType: "application/json" });
    const error = await failure();
    expect(isUnauthorized(error)).toBe(true);
    expect(isUnauthorized(new Error("x"))).toBe(false);
  });
});

describe("getQueryFn", () => {
  const ctx = (queryKey: unknown[]) => ({ queryKey, signal: new AbortController().signal, meta: undefined, client: undefined }) as never;

  it("joins the key with / and GETs it with credentials", async () => {
    respond(JSON.stringify({ data: [1] }), { status: 200, contentType: "application/json" });
    const result = await getQueryFn()(ctx(["/api/company", "c1", "team"]));
    expect(result).toEqual({ data: [1] });
    expect(fetchMock.mock.calls[0][0]).toBe("/api/company/c1/team");
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: "include" });
    expect(queryKeyToUrl(["/api/phases", "p1", "tasks"])).toBe("/api/phases/p1/tasks");
  });

  it("throws on 401 by default and returns null when asked to", async () => {
    respond(JSON.stringify({ message: "Unauthorized" }), { status: 401, contentType: "application/json" });
    await expect(getQueryFn()(ctx(["/api/auth/user"]))).rejects.toMatchObject({ status: 401 });
    respond(JSON.stringify({ message: "Unauthorized" }), { status: 401, contentType: "application/json" });
    await expect(getQueryFn({ on401: "returnNull" })(ctx(["/api/auth/user"]))).resolves.toBeNull();
  });

  it("returns null on 404 when asked to", async () => {
    respond(JSON.stringify({ message: "No company" }), { status: 404, contentType: "application/json" });
    await expect(getQueryFn({ on404: "returnNull" })(ctx(["/api/company"]))).resolves.toBeNull();
  });
});
