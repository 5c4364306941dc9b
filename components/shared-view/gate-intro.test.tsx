/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { EmailGate } from "./email-gate";
import { GateIntro } from "./gate-intro";

const gate = (companyName: string, spaceName: string) =>
  render(
    <EmailGate
      defaultEmail=""
      pending={false}
      serverError={null}
      onSubmit={() => {}}
      intro={<GateIntro companyName={companyName} spaceName={spaceName} />}
    />,
  );

describe("the email gate names who shares what", () => {
  it("says which company shared which space, above the gate's own wording", () => {
    gate("Acme Robotics", "Seed round data room");
    expect(screen.getByText("Acme Robotics shared Seed round data room with you")).toBeInTheDocument();
    // The gate's wording stays as it was.
    expect(screen.getByRole("heading", { level: 1, name: "View shared documents" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email address")).toBeInTheDocument();
  });

  it("names the space alone when the company has no name, and shows names as text", () => {
    const { container } = gate("", "<b>Seed</b> room");
    expect(screen.getByText("<b>Seed</b> room was shared with you")).toBeInTheDocument();
    expect(container.querySelector("b")).toBeNull();
  });
});
