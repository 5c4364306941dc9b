import type { ReactElement } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { defaultQueryFn } from "@/lib/queries/client";

/** A QueryClient with the app's defaults (never stale, no retries) for component tests. */
export function testQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: defaultQueryFn, retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function renderWithQuery(ui: ReactElement, client = testQueryClient()) {
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

/** Just enough of a fetch Response for lib/queries/client (jsdom has no Response). */
export function jsonResponse(body: unknown, status = 200) {
  const text = body === undefined ? "" : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? "OK" : "",
    headers: { get: (name: string) => (name.toLowerCase() === "content-type" ? "application/json" : null) },
    text: async () => text,
    json: async () => JSON.parse(text),
  } as unknown as Response;
}

/** The JSON body of the n-th call of a fetch mock. */
export function requestBody(fetchMock: jest.Mock, call: number): unknown {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}
