/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { AccessLogEntry, SharedSpace } from "@/lib/queries/shared-spaces";
import { renderWithQuery } from "@/tests/helpers/query-render";
import { AccessLogsDialog } from "./access-logs-dialog";

const space = { id: "11111111-1111-4111-8111-111111111111", name: "Seed room", viewCount: 480 } as SharedSpace;

function entry(n: number): AccessLogEntry {
  const at = new Date(Date.UTC(2026, 0, 1, 0, 0, 1000 - n)).toISOString();
  return { id: `e${n}`, email: `visitor${n}@fund.example`, ipAddress: "198.51.100.1", userAgent: null, accessedAt: at, lastViewedAt: at };
}

/** A page as the route answers it: the array, with the total and the next cursor in headers. */
function pageResponse(entries: AccessLogEntry[], total: number, next: string | null) {
  const headers: Record<string, string> = { "content-type": "application/json", "x-total-count": String(total) };
  if (next) headers["x-next-cursor"] = next;
  return {
    ok: true,
    status: 200,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    json: async () => entries,
    text: async () => JSON.stringify(entries),
  } as unknown as Response;
}

describe("AccessLogsDialog", () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it("shows the total, then loads the next page when scrolled near the end (and from its button)", async () => {
    fetchMock
      .mockResolvedValueOnce(
        pageResponse(
          Array.from({ length: 100 }, (_, i) => entry(i)),
          230,
          "c1",
        ),
      )
      .mockResolvedValueOnce(
        pageResponse(
          Array.from({ length: 100 }, (_, i) => entry(100 + i)),
          230,
          "c2",
        ),
      )
      .mockResolvedValueOnce(
        pageResponse(
          Array.from({ length: 30 }, (_, i) => entry(200 + i)),
          230,
          null,
        ),
      );
    renderWithQuery(<AccessLogsDialog space={space} onOpenChange={() => undefined} />);

    await screen.findByText("visitor0@fund.example");
    expect(screen.getByText(/230 visitors/)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe(`/api/shared-spaces/${space.id}/access-logs`);

    const viewport = document.querySelector("[data-slot=scroll-area-viewport]") as HTMLElement;
    Object.defineProperty(viewport, "scrollHeight", { value: 5000, configurable: true });
    Object.defineProperty(viewport, "clientHeight", { value: 400, configurable: true });
    viewport.scrollTop = 4500;
    fireEvent.scroll(viewport);
    await screen.findByText("visitor199@fund.example");
    expect(fetchMock.mock.calls[1][0]).toBe(`/api/shared-spaces/${space.id}/access-logs?cursor=c1`);

    fireEvent.click(screen.getByRole("button", { name: /Show more \(200 of 230\)/ }));
    await screen.findByText("visitor229@fund.example");
    expect(fetchMock.mock.calls[2][0]).toBe(`/api/shared-spaces/${space.id}/access-logs?cursor=c2`);
    await waitFor(() => expect(screen.queryByRole("button", { name: /Show more/ })).toBeNull());
    expect(screen.getAllByRole("listitem")).toHaveLength(230);
  });
});
