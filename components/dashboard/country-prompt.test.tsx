/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { jsonResponse, renderWithQuery, requestBody } from "@/tests/helpers/query-render";
import { CountryPrompt } from "./country-prompt";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, replace: jest.fn(), push: jest.fn() }) }));
jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const fetchMock = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

describe("CountryPrompt", () => {
  it("asks where the company is incorporated and saves the answer in one click", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: "c1", name: "Acme", countryOfIncorporation: "UK" }));
    renderWithQuery(<CountryPrompt company={{ id: "c1", name: "Acme" }} canAnswer />);
    expect(screen.getByRole("heading", { name: "Where is your company incorporated?" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Set it in your company profile" })).toHaveAttribute("href", "/profile");
    await userEvent.click(screen.getByRole("button", { name: "United Kingdom" }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0][0]).toBe("/api/company/c1");
    expect(requestBody(fetchMock, 0)).toEqual({ company: { name: "Acme", countryOfIncorporation: "UK" } });
    expect(toast.success).toHaveBeenCalled();
  });

  it("offers no buttons to a member who cannot change the profile", () => {
    renderWithQuery(<CountryPrompt company={{ id: "c1", name: "Acme" }} canAnswer={false} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByText(/can answer it in the company profile/)).toBeInTheDocument();
  });
});
