/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
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

  it("shows the name's limit before it is reached and stops typing there", async () => {
    renderWithQuery(<OnboardingForm />);
    const name = screen.getByLabelText("Company Name *");
    expect(name).toHaveAttribute("maxLength", "200");
    expect(screen.getByLabelText("Description (Optional)")).toHaveAttribute("maxLength", "2000");
    expect(name).toHaveAccessibleDescription("Characters used: 0/200");
    await userEvent.type(name, "Acme");
    expect(name).toHaveAccessibleDescription("Characters used: 4/200");
    expect(screen.getByText("0/2000")).toBeInTheDocument();
  });

  it("says a name over the limit is too long, not missing, and sends nothing", async () => {
    renderWithQuery(<OnboardingForm />);
    // A value past maxLength (set by script or an old browser) still reaches the schema.
    fireEvent.change(screen.getByLabelText("Company Name *"), { target: { value: "A".repeat(201) } });
    await userEvent.click(screen.getByRole("button", { name: "Create Company" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Error", { description: "Company name must be at most 200 characters" }));
    expect(toast.error).not.toHaveBeenCalledWith("Company name required", expect.anything());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the country of incorporation in view with nothing chosen, beside the spec's fields in their order", async () => {
    renderWithQuery(<OnboardingForm />);
    const labels = ["Company Name *", "Industry (Optional)", "Stage (Optional)", "Description (Optional)"].map((l) => screen.getByLabelText(l));
    const country = screen.getByRole("group", { name: "Country of incorporation" });
    expect(country).toBeVisible();
    expect(country.closest("details")).toBeNull();
    const radios = within(country).getAllByRole("radio");
    expect(radios.map((r) => r.closest("label")?.textContent)).toEqual(["India", "United States", "United Kingdom", "Singapore", "Other"]);
    for (const radio of radios) expect(radio).not.toBeChecked();
    // The spec's fields keep their order, and the country comes after them.
    for (const [a, b] of [...labels, radios[0]!].slice(1).map((el, i) => [labels[i]!, el] as const)) {
      expect(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.queryByText(/Not an Indian private limited company/)).not.toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Headcount" })).toBeInTheDocument();
    expect(screen.queryByText(/no country's law/)).not.toBeInTheDocument();
    await userEvent.click(within(country).getByRole("radio", { name: "Other" }));
    expect(screen.getByText(/no country's law/)).toBeInTheDocument();
  });

  it("sends the chosen country, and none when none is chosen", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: "c1", name: "Acme" }, 201));
    renderWithQuery(<OnboardingForm />);
    await userEvent.type(screen.getByLabelText("Company Name *"), "Acme");
    await userEvent.click(screen.getByRole("radio", { name: "United States" }));
    await userEvent.click(screen.getByRole("button", { name: "Create Company" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
    expect(requestBody(fetchMock, 0)).toEqual({ company: { name: "Acme", countryOfIncorporation: "US" }, founders: [] });
  });
});

describe("OnboardingForm before its script runs", () => {
  it("is drawn disabled by the server, so nothing typed or pressed before hydration is lost", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <OnboardingForm />
      </QueryClientProvider>,
    );
    const fieldset = host.querySelector("form > fieldset");
    expect(fieldset?.hasAttribute("disabled")).toBe(true);
    expect(fieldset?.querySelector("#" + CSS.escape(host.querySelector("label")!.getAttribute("for")!))).not.toBeNull();
    expect(fieldset?.querySelector("button[type=submit]")?.textContent).toBe("Create Company");
  });

  it("is enabled in the browser", () => {
    renderWithQuery(<OnboardingForm />);
    expect(screen.getByLabelText("Company Name *")).toBeEnabled();
    expect(screen.getByRole("button", { name: "Create Company" })).toBeEnabled();
  });
});
