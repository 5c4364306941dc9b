/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { jsonResponse, renderWithQuery, requestBody } from "@/tests/helpers/query-render";
import { TEAM_CONFIG } from "./team-config";
import { TeamListEditor } from "./team-list-editor";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const COMPANY = "11111111-1111-4111-8111-111111111111";
const fetchMock = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

describe("TeamListEditor (founders)", () => {
  it("blocks an entry with details but no name, and drops entirely empty ones", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ data: [{ id: "f1", name: "Ada", title: "CEO", email: null, linkedinUrl: null, equityPercentage: "60.00" }] }),
    );
    renderWithQuery(<TeamListEditor config={TEAM_CONFIG.founders} companyId={COMPANY} members={[]} />);
    await userEvent.type(screen.getByLabelText("Title"), "CEO");
    await userEvent.click(screen.getByRole("button", { name: "Save Founders" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText("Name *"), "Ada");
    await userEvent.type(screen.getByLabelText("Equity Percentage"), "60");
    await userEvent.click(screen.getByRole("button", { name: "Add Another Founder" }));
    await userEvent.click(screen.getByRole("button", { name: "Save Founders" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][0]).toBe(`/api/company/${COMPANY}/founders`);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: "PUT" });
    expect(requestBody(fetchMock, 0)).toEqual({
      founders: [{ name: "Ada", title: "CEO", email: null, linkedinUrl: null, equityPercentage: "60" }],
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Founders saved"));
  });

  it("needs the company first", async () => {
    renderWithQuery(<TeamListEditor config={TEAM_CONFIG.founders} companyId={null} members={[]} />);
    await userEvent.type(screen.getByLabelText("Name *"), "Ada");
    await userEvent.click(screen.getByRole("button", { name: "Save Founders" }));
    expect(toast.error).toHaveBeenCalledWith("Error", { description: "Company must be created first" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reports a failed save with the fallback message", async () => {
    fetchMock.mockResolvedValue({ ...jsonResponse(undefined, 500), headers: { get: () => "text/plain" }, statusText: "" });
    renderWithQuery(<TeamListEditor config={TEAM_CONFIG.founders} companyId={COMPANY} members={[]} />);
    await userEvent.type(screen.getByLabelText("Name *"), "Ada");
    await userEvent.click(screen.getByRole("button", { name: "Save Founders" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(jest.mocked(toast.error).mock.calls[0][0]).toBe("Error");
  });
});
