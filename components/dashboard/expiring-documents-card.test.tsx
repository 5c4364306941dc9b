/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import { jsonResponse, renderWithQuery } from "@/tests/helpers/query-render";
import { ExpiringDocumentsCard } from "./expiring-documents-card";
import { NOTHING_EXPIRING } from "@/lib/messages/documents";

const COMPANY = "7d1c1f4e-4b1a-4c4e-9a53-2f0e6f7b9c11";
const phases = [{ id: "p1", name: "Legal Due Diligence" }];

function serve(data: unknown[]) {
  const fetchMock = jest.fn(async (url: unknown) => jsonResponse({ data, url }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe("ExpiringDocumentsCard", () => {
  it("says nothing expires when the list is empty", async () => {
    const fetchMock = serve([]);
    renderWithQuery(<ExpiringDocumentsCard companyId={COMPANY} phases={phases} />);
    expect(await screen.findByText(NOTHING_EXPIRING)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe(`/api/company/${COMPANY}/progress/expiring`);
  });

  it("links each expired or expiring document to its task", async () => {
    serve([
      {
        key: "t1-doc-0",
        taskId: "t1",
        phaseId: "p1",
        taskTitle: "Licences",
        name: "Trade licence",
        expiresOn: "2020-01-02",
        days: -5,
        status: "expired",
      },
    ]);
    renderWithQuery(<ExpiringDocumentsCard companyId={COMPANY} phases={phases} />);
    const link = await screen.findByRole("link", { name: /Trade licence/ });
    expect(link).toHaveAttribute("href", "/phase/p1?task=t1");
    expect(link).toHaveTextContent("Licences · Legal Due Diligence");
    expect(link).toHaveTextContent("Expired 2 Jan 2020");
  });
});
