import { setupTestDatabase } from "@/tests/helpers/db";
import { createTestUser } from "@/tests/helpers/auth";
import { uploadFile } from "@/tests/helpers/files";
import { createTestCompany } from "@/tests/helpers/workspace";
setupTestDatabase();
it("x", async () => {
  const u = await createTestUser();
  const c = await createTestCompany(u);
  process.stdout.write("company\n");
  const r = await uploadFile(u.cookie, c.id);
  process.stdout.write("upload " + r.status + "\n");
}, 30000);
