import { renderEmail } from "./templates";

describe("issue 17 gate emails", () => {
  it("the visitor code names the space and the code; values are escaped in the HTML", () => {
    const mail = renderEmail("visitor-code", { code: "042917", spaceName: "<img src=x onerror=alert(1)>" });
    expect(mail.subject).toContain("042917");
    expect(mail.text).toContain("042917");
    expect(mail.text).toContain("valid for 10 minutes");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img");
  });

  it("the new-visitor notice says who opened which space, escaped", () => {
    const mail = renderEmail("new-visitor", { visitorEmail: "alice@fund.com", spaceName: "Seed <b>round</b>" });
    expect(mail.subject).toBe("alice@fund.com opened Seed <b>round</b>");
    expect(mail.html).not.toContain("<b>round");
    expect(mail.html).toContain("Seed &lt;b&gt;round&lt;/b&gt;");
  });
});
