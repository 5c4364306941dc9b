/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { jsonResponse } from "@/tests/helpers/query-render";
import { CommandPalette } from "./command-palette";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));

const fetchMock = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

const user = { id: "u1", email: "ada@example.com", firstName: "Ada", lastName: null, profileImageUrl: null } as never;

describe("CommandPalette", () => {
  it("shows a file found by its name with its phase, task and the document it is attached to", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        data: [
          {
            kind: "file",
            taskId: "t1",
            phaseId: "p1",
            phaseName: "Legal Due Diligence",
            taskTitle: "Cap table",
            label: "Zanzibar holdings.pdf",
            documentName: "Register of members / stock ledger, current",
          },
        ],
      }),
    );
    render(<CommandPalette user={user} open onOpenChange={() => {}} />);
    await userEvent.type(screen.getByRole("combobox"), "zanzibar");
    const option = await screen.findByRole("option");
    expect(option).toHaveTextContent("Zanzibar holdings.pdf");
    expect(option).toHaveTextContent("Legal Due Diligence · Cap table · Register of members / stock ledger, current");
    expect(String(fetchMock.mock.calls[0][0])).toContain("q=zanzibar");
  });
});
