/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiRequest, getQueryFn, resetUnauthorizedState } from "@/lib/queries/client";
import { UNAUTHORIZED_REDIRECT_MS } from "@/lib/constants";
import { toasts } from "@/lib/messages/toasts";
import { useCurrentUser } from "@/lib/queries/user";
import { Providers, getQueryClient, makeQueryClient, resetQueryClient } from "./providers";

jest.mock("sonner", () => ({ toast: Object.assign(jest.fn(), { error: jest.fn() }), Toaster: () => null }));

// jsdom has no fetch Response; this stand-in has just what lib/queries/client reads.
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

describe("Providers", () => {
  const user = { id: "u1", email: "ada@example.com", firstName: "Ada", lastName: null, profileImageUrl: null };

  function CurrentUserName() {
    const { user: current } = useCurrentUser();
    return <p>{current ? current.firstName : "signed out"}</p>;
  }

  beforeEach(() => resetQueryClient());

  it("uses one QueryClient per page in the browser", () => {
    expect(getQueryClient()).toBe(getQueryClient());
  });

  it("seeds the current user from the server, so nothing asks /api/auth/user", () => {
    global.fetch = jest.fn() as unknown as typeof fetch;
    render(
      <Providers initialUser={user}>
        <CurrentUserName />
      </Providers>,
    );
    expect(screen.getByText("Ada")).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("shares the cache between providers mounted apart (nav bar, page layouts)", async () => {
    const company = { id: "c1", name: "Acme" };
    function CompanyName() {
      const { data } = useQuery<{ name: string } | null>({ queryKey: ["/api/company"], enabled: false });
      return <p>{data?.name ?? "no company"}</p>;
    }
    render(
      <>
        <Providers initialUser={user}>
          <CompanyName />
        </Providers>
        <Providers initialUser={user}>
          <CurrentUserName />
        </Providers>
      </>,
    );
    expect(screen.getByText("no company")).toBeInTheDocument();
    act(() => {
      getQueryClient().setQueryData(["/api/company"], company);
    });
    expect(await screen.findByText("Acme")).toBeInTheDocument();
  });
});
