/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import { renderCard } from "@/tests/helpers/task-card-server";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

describe("TaskCard document count", () => {
  it("names one document in the singular", async () => {
    renderCard({ description: "Investors check the company exists.\n- Certificate of Incorporation" });
    expect(await screen.findByText("0 of 1 document")).toBeInTheDocument();
  });
});
