/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { jsonResponse, renderWithQuery, requestBody } from "@/tests/helpers/query-render";
import { OnboardingForm } from "./onboarding-form";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, refresh: jest.fn(), push: jest.fn() }) }));
jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const fetchMock = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

describe("OnboardingForm", () => {
  it("refuses a blank name with a toast and sends nothing", async () => {
    renderWithQuery(<OnboardingForm />);
    await userEvent.type(screen.getByLabelText("Company Name *"), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Create Company" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Company name required", { description: "Please enter your company name to continue" }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Company Name *")).toHaveFocus();
  });

  it("creates the company, welcomes the founder and goes home", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: "c1", name: "Acme" }, 201));
    renderWithQuery(<OnboardingForm />);
    await userEvent.type(screen.getByLabelText("Company Name *"), "  Acme  ");
    await userEvent.type(screen.getByLabelText("Stage (Optional)"), "pre-revenue");
    await userEvent.click(screen.getByRole("button", { name: "Create Company" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
    expect(fetchMock.mock.calls[0][0]).toBe("/api/company");
    expect(requestBody(fetchMock, 0)).toEqual({ company: { name: "Acme", stage: "pre-revenue" }, founders: [] });
    expect(toast.success).toHaveBeenCalledWith("Welcome aboard!", { description: "Your company has been created successfully." });
  });

  it("shows the server's message when creation fails", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: "Company already exists" }, 409));
    renderWithQuery(<OnboardingForm />);
    await userEvent.type(screen.getByLabelText("Company Name *"), "Acme");
    await userEvent.click(screen.getByRole("button", { name: "Create Company" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Error", { description: "Company already exists" }));
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Create Company" })).toBeEnabled();
  });
});
