/** @jest-environment jsdom */
import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

function Harness({ manual = false, onChange }: { manual?: boolean; onChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="file" activationMode={manual ? "manual" : "automatic"} onValueChange={onChange}>
      <TabsList>
        <TabsTrigger value="file">Upload File</TabsTrigger>
        <TabsTrigger value="busy" disabled>
          Busy
        </TabsTrigger>
        <TabsTrigger value="attach link">Attach Link</TabsTrigger>
      </TabsList>
      <TabsContent value="file">
        <input aria-label="File" />
      </TabsContent>
      <TabsContent value="attach link">
        <input aria-label="Link" />
      </TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });

describe("Tabs", () => {
  it("shows the selected tab's panel only, labelled by its tab, and makes the selected tab the list's one tab stop", () => {
    render(<Harness />);
    expect(screen.getByRole("tablist")).toHaveAttribute("aria-orientation", "horizontal");
    expect(tab("Upload File")).toHaveAttribute("aria-selected", "true");
    expect(tab("Attach Link")).toHaveAttribute("aria-selected", "false");
    expect(tab("Upload File")).toHaveAttribute("tabindex", "0");
    expect(tab("Attach Link")).toHaveAttribute("tabindex", "-1");
    const panel = screen.getByRole("tabpanel", { name: "Upload File" });
    expect(tab("Upload File")).toHaveAttribute("aria-controls", panel.id);
    expect(screen.queryByRole("textbox", { name: "Link" })).toBeNull();
  });

  it("selects on a click and tells the owner", async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(tab("Attach Link"));
    expect(tab("Attach Link")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Attach Link" })).toContainElement(screen.getByRole("textbox", { name: "Link" }));
    expect(onChange).toHaveBeenCalledWith("attach link");
    await userEvent.click(tab("Busy"));
    expect(tab("Attach Link")).toHaveAttribute("aria-selected", "true");
  });

  it("moves with the arrow keys past a disabled tab, wraps around, and selects as it moves", async () => {
    render(<Harness />);
    await userEvent.tab();
    expect(tab("Upload File")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(tab("Attach Link")).toHaveFocus();
    expect(tab("Attach Link")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    expect(tab("Upload File")).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(tab("Attach Link")).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(tab("Upload File")).toHaveAttribute("aria-selected", "true");
    // Tab leaves the list for the panel, not for the next tab.
    await userEvent.tab();
    expect(screen.getByRole("tabpanel", { name: "Upload File" })).toHaveFocus();
  });

  it("in manual mode moves the focus with the arrows and selects only on Enter or Space", async () => {
    const Controlled = () => {
      const [value, setValue] = useState("file");
      return (
        <>
          <Harness manual onChange={setValue} />
          <output>{value}</output>
        </>
      );
    };
    render(<Controlled />);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowLeft}");
    expect(tab("Attach Link")).toHaveFocus();
    expect(tab("Attach Link")).toHaveAttribute("aria-selected", "false");
    await userEvent.keyboard("{Enter}");
    expect(tab("Attach Link")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("status")).toHaveTextContent("attach link");
    await userEvent.keyboard("{ArrowLeft} ");
    expect(tab("Upload File")).toHaveAttribute("aria-selected", "true");
  });
});
