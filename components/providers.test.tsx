/** @jest-environment jsdom */
import { toast } from "sonner";
import { apiRequest, getQueryFn, resetUnauthorizedState } from "@/lib/api/client";
import { UNAUTHORIZED_REDIRECT_MS } from "@/lib/constants";
import { toasts } from "@/lib/messages";
import { makeQueryClient } from "./providers";

jest.mock("sonner", () => ({ toast: Object.assign(jest.fn(), { error: jest.fn() }), Toaster: () => null }));

// jsdom has no fetch Response; this stand-in has just what lib/api/client reads.
function mockFetch(status: number, body: unknown) {
  const text = JSON.stringify(body);
  global.fetch = jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    statusText: "",
    headers: { get: (name: string) => (name.toLowerCase() === "content-type" ? "application/json" : null) },
    text: async () => text,
    json: async () => JSON.parse(text),
  })) as unknown as typeof fetch;
}

describe("makeQueryClient", () => {
  let setTimeoutSpy: jest.SpyInstance;

  beforeEach(() => {
    resetUnauthorizedState();
    jest.mocked(toast.error).mockClear();
    // Record the redirect without letting jsdom attempt the navigation.
    setTimeoutSpy = jest.spyOn(window, "setTimeout").mockImplementation((() => 0) as never);
  });
  afterEach(() => setTimeoutSpy.mockRestore());

  it("uses the SPEC defaults: no refetching, never stale, no retries", () => {
    const defaults = makeQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it("a 401 from any query shows the Unauthorized toast and schedules the sign-in redirect once", async () => {
    mockFetch(401, { message: "Unauthorized" });
    const client = makeQueryClient();
    await client.prefetchQuery({ queryKey: ["/api/phases"] });
    await client.prefetchQuery({ queryKey: ["/api/shared-spaces"] });
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(toasts.unauthorized.title, {
      description: toasts.unauthorized.description,
    });
    expect(setTimeoutSpy).toHaveBeenCalledWith(expect.any(Function), UNAUTHORIZED_REDIRECT_MS);
  });

  it("a 401 from a mutation does the same", async () => {
    mockFetch(401, { message: "Unauthorized" });
    const client = makeQueryClient();
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => apiRequest("POST", "/api/progress", {}) })
      .execute(undefined)
      .catch(() => undefined);
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it("the current-user query answers null on 401 without the toast", async () => {
    mockFetch(401, { message: "Unauthorized" });
    const client = makeQueryClient();
    const user = await client.fetchQuery({
      queryKey: ["/api/auth/user"],
      queryFn: getQueryFn({ on401: "returnNull" }),
    });
    expect(user).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("other errors do not sign out", async () => {
    mockFetch(500, { message: "boom" });
    const client = makeQueryClient();
    await client.prefetchQuery({ queryKey: ["/api/phases"] });
    expect(toast.error).not.toHaveBeenCalled();
  });
});
