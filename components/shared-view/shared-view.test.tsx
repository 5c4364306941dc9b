/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { VisitorPayload } from "@/lib/visitor/schema";
import { payload } from "@/tests/helpers/visitor-payload";
import { SpaceContent } from "./space-content";

// File names wrap at word boundaries through <wbr>; jsdom's accessible-name computation (no layout)
// reads a <wbr> as a block and puts a space there ("sha. pdf"), where a browser reads "sha.pdf".
describe("SpaceContent", () => {
  it("shows the space, its status and expiry, and each section with its count", () => {
    render(<SpaceContent payload={payload} now={new Date("2031-03-02T00:00:00Z")} />);
    expect(screen.getByRole("heading", { level: 1, name: "Series A room" })).toBeInTheDocument();
    expect(screen.getByText("Active")).toBeInTheDocument();
    expect(screen.getByText("Mar 5, 2031")).toBeInTheDocument();
    for (const [title, count] of [
      ["Tasks", "1"],
      ["Documents", "1"],
      ["Sections", "1"],
      ["Phases", "1"],
    ]) {
      expect(screen.getByRole("heading", { level: 2, name: new RegExp(`^${title}`) })).toHaveTextContent(count);
    }
    expect(screen.getByText(/secure, read-only view/)).toBeInTheDocument();
  });

  it("opens files in the viewer (issue 17), keeps safe external links, and renders notes as text", () => {
    render(<SpaceContent payload={payload} now={new Date("2031-03-02T00:00:00Z")} />);
    const file = screen.getByRole("link", { name: /sha\. ?pdf.*document viewer/ });
    expect(file).toHaveAttribute("href", "/api/shared/CODE_abcdefghijklmnopqrs/files/3f2b8c1e-1a2b-4c3d-8e9f-0123456789ab");
    expect(file).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: /Open link/ })).toHaveAttribute("href", "https://drive.example.com/gst");
    expect(screen.queryByRole("link", { name: /Link attached/ })).not.toBeInTheDocument();
    expect(screen.getByText("<b>not html</b>")).toBeInTheDocument();
    // Tasks as a count, never as a second percentage beside Readiness.
    const phases = screen.getByRole("region", { name: /Phases/ });
    expect(within(phases).getByText("1 of 4 tasks completed")).toBeInTheDocument();
    expect(phases).not.toHaveTextContent("%");
  });

  it("shows a phase's tasks by section with their documents and files, and a removed item by its label only (issue 21)", () => {
    const fileUrl = "/api/shared/CODE_abcdefghijklmnopqrs/files/4f2b8c1e-1a2b-4c3d-8e9f-0123456789ab";
    const task = { description: "", completed: false, priority: "medium", documentUrl: null, notes: null };
    const live: VisitorPayload = {
      ...payload,
      items: [
        {
          id: "p",
          itemType: "phase",
          order: 0,
          itemData: {
            label: "Financial",
            description: null,
            taskCount: 2,
            completedCount: 0,
            completed: false,
            sections: [
              {
                category: "Tax",
                tasks: [{ ...task, title: "GST returns", documents: [{ name: "GSTR-3B", completed: true, fileUrl, fileName: "gstr.pdf" }] }],
              },
              {
                category: "Audit",
                tasks: [
                  {
                    ...task,
                    title: "Audited accounts",
                    documents: [{ name: "FY24", completed: false, fileUrl: null, fileName: null, status: "removed" }],
                  },
                ],
              },
            ],
          },
        },
        {
          id: "t",
          itemType: "task",
          order: 1,
          removed: true,
          itemData: {
            label: "Old task",
            category: "",
            description: "",
            completed: false,
            priority: "medium",
            notes: null,
            documentUrl: null,
            documents: [],
          },
        },
      ],
    };
    render(<SpaceContent payload={live} now={new Date("2031-03-02T00:00:00Z")} />);
    const phases = within(screen.getByRole("region", { name: /Phases/ }));
    expect(phases.getByText("Tax")).toBeInTheDocument();
    expect(phases.getByText("Audit")).toBeInTheDocument();
    expect(phases.getByText("GSTR-3B")).toBeInTheDocument();
    expect(phases.getByRole("link", { name: /gstr\. ?pdf/ })).toHaveAttribute("href", fileUrl);
    expect(phases.getByText("Removed")).toBeInTheDocument();
    const tasks = within(screen.getByRole("region", { name: /Tasks/ }));
    expect(tasks.getByText("Old task")).toBeInTheDocument();
    expect(tasks.getByText("Removed")).toBeInTheDocument();
    expect(tasks.queryByText("Not completed")).not.toBeInTheDocument();
  });

  it("by default shows each item's title and only what was provided, with no status badge, and a note where nothing is yet", () => {
    const fileUrl = "/api/shared/CODE_abcdefghijklmnopqrs/files/4f2b8c1e-1a2b-4c3d-8e9f-0123456789ab";
    const provided: VisitorPayload = {
      ...payload,
      space: { ...payload.space, showChecklistStatus: false },
      items: [
        {
          id: "a",
          itemType: "task",
          order: 0,
          itemData: {
            label: "Cap table",
            category: "Shares",
            description: "",
            notes: null,
            documentUrl: null,
            documents: [{ name: "Register", fileUrl, fileName: "register.pdf" }],
          },
        },
        {
          id: "b",
          itemType: "task",
          order: 1,
          itemData: { label: "Board minutes", category: "", description: "", notes: null, documentUrl: null, documents: [] },
        },
      ],
    };
    render(<SpaceContent payload={provided} now={new Date("2031-03-02T00:00:00Z")} />);
    expect(screen.getByRole("heading", { level: 1, name: "Series A room" })).toBeInTheDocument();
    expect(screen.getByText("Acme Robotics")).toBeInTheDocument();
    expect(screen.getByText("Shared with RaiseReady")).toBeInTheDocument();
    expect(document.title).toBe("Series A room · Acme Robotics");
    const tasks = within(screen.getByRole("region", { name: /Tasks/ }));
    expect(tasks.getByRole("link", { name: /register\. ?pdf/ })).toHaveAttribute("href", fileUrl);
    expect(tasks.getByText("Board minutes")).toBeInTheDocument();
    expect(tasks.getByText("Documents will appear here as they are added.")).toBeInTheDocument();
    for (const badge of ["Completed", "Not completed", "Pending", "High priority"]) expect(screen.queryByText(badge)).not.toBeInTheDocument();
  });

  it("groups shared documents by phase and section, and offers a search over their names past 20 documents", async () => {
    const doc = (i: number, phaseName: string, category: string) => ({
      id: `d${i}`,
      itemType: "document" as const,
      order: i,
      itemData: {
        label: `Doc ${i} ${i % 2 ? "minutes" : "register"}`,
        taskTitle: "Task",
        category,
        phaseName,
        fileUrl: "https://x.example/d",
        fileName: "Link attached",
      },
    });
    const many: VisitorPayload = {
      ...payload,
      space: { ...payload.space, showChecklistStatus: false },
      items: Array.from({ length: 21 }, (_, i) => doc(i, i < 10 ? "Legal" : "Financial", i % 3 ? "Shares" : "Tax")),
    };
    render(<SpaceContent payload={many} now={new Date("2031-03-02T00:00:00Z")} />);
    const documents = within(screen.getByRole("region", { name: /^Documents/ }));
    expect(documents.getByText("Legal").closest("summary")).toHaveTextContent("10 documents");
    expect(documents.getByText("Financial").closest("summary")).toHaveTextContent("11 documents");
    await userEvent.type(screen.getByRole("searchbox", { name: "Search documents" }), "minutes");
    expect(documents.queryByText("Doc 0 register")).not.toBeInTheDocument();
    expect(documents.getByText("Doc 1 minutes")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search documents" }), "zzz");
    expect(screen.getByText("No document matches your search.")).toBeInTheDocument();
  });

  it("marks a space that has expired", () => {
    render(<SpaceContent payload={payload} now={new Date("2031-04-01T00:00:00Z")} />);
    expect(screen.getByText("Expired")).toBeInTheDocument();
    expect(screen.getByText("This space has expired")).toBeInTheDocument();
  });
});
