/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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

const FACTS = [
  "Owns real property (land or buildings)",
  "Stores or processes payment card data",
  "Processes health data",
  "Processes personal data of people in the EU or UK",
  "Sells to government bodies",
  "Has or had borrowings (loans, venture debt, charges over assets)",
];

describe("OnboardingForm: what the company does", () => {
  it("asks each fact after the spec's fields, all unsaid, and the sectors with none ticked", () => {
    renderWithQuery(<OnboardingForm />);
    const description = screen.getByLabelText("Description (Optional)");
    for (const name of FACTS) {
      const select = screen.getByRole("combobox", { name });
      expect(description.compareDocumentPosition(select) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(select).toHaveTextContent("Not said");
    }
    const sectors = screen.getByRole("group", { name: "Regulated sectors" });
    for (const box of within(sectors).getAllByRole("checkbox")) expect(box).not.toBeChecked();
  });

  it("keeps 'None of these' alone and sends the sectors ticked", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: "c1", name: "Acme" }, 201));
    renderWithQuery(<OnboardingForm />);
    const sectors = screen.getByRole("group", { name: "Regulated sectors" });
    const box = (name: string) => within(sectors).getByRole("checkbox", { name });
    await userEvent.click(box("Lending"));
    await userEvent.click(box("None of these"));
    expect(box("Lending")).not.toBeChecked();
    await userEvent.click(box("Insurance"));
    await userEvent.click(box("Crypto assets"));
    expect(box("None of these")).not.toBeChecked();
    await userEvent.type(screen.getByLabelText("Company Name *"), "Acme");
    await userEvent.click(screen.getByRole("button", { name: "Create Company" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
    expect(requestBody(fetchMock, 0)).toEqual({ company: { name: "Acme", regulatedSectors: ["insurance", "crypto"] }, founders: [] });
  });
});
