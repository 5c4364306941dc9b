/** @jest-environment jsdom */
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { format } from "date-fns";
import { TodayProvider, useToday } from "./today";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Day() {
  return <p>{format(useToday(), "yyyy-MM-dd")}</p>;
}

/** A day that is never the browser's: the server's HTML was drawn for it. */
const SERVER_DAY = "2000-01-01";
const page = (
  <TodayProvider day={SERVER_DAY}>
    <Day />
  </TodayProvider>
);

describe("useToday", () => {
  it("hydrates the server's day without a mismatch, then shows the browser's own", async () => {
    const host = document.createElement("div");
    document.body.append(host);
    host.innerHTML = renderToString(page);
    expect(host.textContent).toBe(SERVER_DAY);
    const recoverable: unknown[] = [];
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      await act(async () => {
        hydrateRoot(host, page, { onRecoverableError: (error) => recoverable.push(error) });
      });
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      expect(host.textContent).toBe(format(new Date(), "yyyy-MM-dd"));
    } finally {
      errors.mockRestore();
      host.remove();
    }
  });

  it("is the browser's day outside a provider", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<Day />);
    expect(host.textContent).toBe(format(new Date(), "yyyy-MM-dd"));
  });
});
