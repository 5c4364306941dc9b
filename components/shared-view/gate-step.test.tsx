/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GateStep } from "./gate-step";

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 200, json: async () => ({ sent: true }) });
  global.fetch = fetchMock as unknown as typeof fetch;
});

const props = { accessCode: "CODE", email: "a@fund.com", pending: false, serverError: null, onBack: jest.fn() };

describe("GateStep", () => {
  it("shows the agreement as plain text and sends agree only once ticked", async () => {
    const onSubmit = jest.fn();
    render(<GateStep {...props} steps={["agreement"]} agreementText={"Line 1\n<b>bold?</b>"} onSubmit={onSubmit} />);
    const text = screen.getByTestId("agreement-text");
    expect(text.textContent).toBe("Line 1\n<b>bold?</b>");
    expect(text.querySelector("b")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Accept and open" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toMatch(/accept the agreement/);
    await userEvent.click(screen.getByLabelText("I agree to these terms"));
    await userEvent.click(screen.getByRole("button", { name: "Accept and open" }));
    expect(onSubmit).toHaveBeenCalledWith({ agree: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("requests a code on arrival and submits the 6 digits with the agreement", async () => {
    const onSubmit = jest.fn();
    render(<GateStep {...props} steps={["verification", "agreement"]} agreementText="NDA" onSubmit={onSubmit} />);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/shared/CODE/verification",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ email: "a@fund.com" }) }),
    );
    await screen.findByText(/We emailed you a 6-digit code/);
    await userEvent.type(screen.getByLabelText("6-digit code"), "12a3456");
    await userEvent.click(screen.getByLabelText("I agree to these terms"));
    await userEvent.click(screen.getByRole("button", { name: "Open shared space" }));
    expect(onSubmit).toHaveBeenCalledWith({ code: "123456", agree: true });
  });
});
