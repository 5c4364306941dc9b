/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { MountWhenOpened } from "./mount-when-opened";

/** Counts its renders, so a test sees whether the wrapped "dialog" ran at all, and keeps state of its own. */
function Probe({ open, renders }: { open: boolean; renders: jest.Mock<number, []> }) {
  const count = renders();
  const [mountedAt] = useState(count);
  return <p>{`dialog ${open ? "open" : "closed"}, mounted at render ${mountedAt}`}</p>;
}

function Page({ open, renders }: { open: boolean; renders: jest.Mock<number, []> }) {
  return (
    <MountWhenOpened open={open}>
      <Probe open={open} renders={renders} />
    </MountWhenOpened>
  );
}

function counter(): jest.Mock<number, []> {
  const fn: jest.Mock<number, []> = jest.fn(() => fn.mock.calls.length);
  return fn;
}

describe("MountWhenOpened", () => {
  it("renders nothing of a dialog that was never opened, on the server or in the browser", () => {
    const renders = counter();
    expect(renderToString(<Page open={false} renders={renders} />)).toBe("");
    render(<Page open={false} renders={renders} />);
    expect(renders).not.toHaveBeenCalled();
    expect(screen.queryByText(/dialog/)).not.toBeInTheDocument();
  });

  it("mounts the dialog when it opens and keeps it, with its state, after it closes", () => {
    const renders = counter();
    const { rerender } = render(<Page open={false} renders={renders} />);
    rerender(<Page open renders={renders} />);
    expect(screen.getByText("dialog open, mounted at render 1")).toBeInTheDocument();
    rerender(<Page open={false} renders={renders} />);
    expect(screen.getByText("dialog closed, mounted at render 1")).toBeInTheDocument();
    rerender(<Page open renders={renders} />);
    expect(screen.getByText("dialog open, mounted at render 1")).toBeInTheDocument();
  });

  it("renders a dialog that starts open straight away", () => {
    const renders = counter();
    expect(renderToString(<Page open renders={renders} />)).toContain("dialog open");
  });
});
