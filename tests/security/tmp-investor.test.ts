import { PUT } from "@/app/api/company/[id]/[kind]/route";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { createTenant } from "./fixtures";
setupTestDatabase();
it("x", async () => {
  const t = await createTenant("x");
  for (const entry of [{ name: "a", leadInvestor: null }, { name: "a", investmentDate: "" }, { name: "a", firm: null }, {name:"a", equityPercentage: 1e21}, {name: "a", id: null}, {name:"a", investmentAmount: "9999999999999.99"}]) {
    const res = await call(PUT, "/x", { method: "PUT", cookie: t.user.cookie, params: { id: t.companyId, kind: "investors" }, body: { investors: [entry] } });
    console.log(JSON.stringify(entry), res.status, JSON.stringify(res.body).slice(0, 200));
  }
});
