/** @jest-environment jsdom */
import { act, renderHook } from "@testing-library/react";
import { sharedView } from "@/lib/messages/shared-view";
import { ACCESS_CHECK_SETTLE_MS, useAccessCheck } from "./use-access-check";

const URL_ = "/api/shared/code/files/0b9e7c1e-2f0a-4b8e-9a7e-3d1f0c6b5a41";
const realFetch = global.fetch;

function setup(status: number) {
  // jsdom has no Response: the hook reads only the status.
  const fetchMock = jest.fn(async () => ({ status }));
  global.fetch = fetchMock as unknown as typeof fetch;
  const onEnded = jest.fn();
  const hook = renderHook(({ page, ready }) => useAccessCheck(URL_, page, ready, onEnded), { initialProps: { page: 1, ready: true } });
  return { fetchMock, onEnded, hook };
}

async function settle() {
  await act(async () => {
    jest.advanceTimersByTime(ACCESS_CHECK_SETTLE_MS);
  });
  await act(async () => {
    await Promise.resolve();
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  global.fetch = realFetch;
});

describe("the viewer's access check on a page change", () => {
  it("asks nothing for the first page shown, then one HEAD of the viewer's URL after a page change settles", async () => {
    const { fetchMock, onEnded, hook } = setup(200);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    hook.rerender({ page: 2, ready: true });
    hook.rerender({ page: 3, ready: true });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(`${URL_}?disposition=inline`, expect.objectContaining({ method: "HEAD" }));
    expect(onEnded).not.toHaveBeenCalled();
  });

  it("says access has ended when the space was revoked or expired (410)", async () => {
    const { onEnded, hook } = setup(410);
    hook.rerender({ page: 2, ready: true });
    await settle();
    expect(onEnded).toHaveBeenCalledWith(sharedView.accessEnded);
  });

  it("says nothing on an answer that does not end the reading (a server error, too many requests)", async () => {
    for (const status of [500, 429]) {
      const { onEnded, hook } = setup(status);
      hook.rerender({ page: 2, ready: true });
      await settle();
      expect(onEnded).not.toHaveBeenCalled();
      hook.unmount();
    }
  });
});
