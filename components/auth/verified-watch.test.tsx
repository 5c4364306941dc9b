/** @jest-environment jsdom */
import { act, render, waitFor } from "@testing-library/react";
import { resetQueryClient } from "@/components/providers";
import { jsonResponse } from "@/tests/helpers/query-render";
import { VerifiedWatch } from "./verified-watch";

const fetchMock = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  resetQueryClient();
  global.fetch = fetchMock;
});

describe("VerifiedWatch", () => {
  it("asks again when the window regains focus, and says so once the address is verified", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ emailVerified: false })).mockResolvedValue(jsonResponse({ emailVerified: true }));
    const onVerified = jest.fn();
    render(<VerifiedWatch onVerified={onVerified} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][0]).toBe("/api/account/email");
    expect(onVerified).not.toHaveBeenCalled();

    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    await waitFor(() => expect(onVerified).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
