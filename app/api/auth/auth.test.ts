import { GET as getUser } from "@/app/api/auth/user/route";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as logout } from "@/app/api/logout/route";
import { GET as login } from "@/app/api/login/route";
import { getDb } from "@/lib/db";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";

setupTestDatabase();

describe("POST /api/auth/register", () => {
  it("creates a user with a hashed password and answers 201 without secrets", async () => {
    const res = await call(register, "/api/auth/register", {
      method: "POST",
      body: { email: "  New.Founder@Example.com ", password: "longenough", firstName: "New", lastName: "Founder" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      email: "new.founder@example.com",
      firstName: "New",
      lastName: "Founder",
      profileImageUrl: null,
    });
    const db = await getDb();
    const row = await db.user.findUniqueOrThrow({ where: { email: "new.founder@example.com" } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain("longenough");
  });

  it("answers 409 when the email is taken", async () => {
    const body = { email: "taken@example.com", password: "longenough" };
    expect((await call(register, "/api/auth/register", { method: "POST", body })).status).toBe(201);
    const again = await call(register, "/api/auth/register", { method: "POST", body: { ...body, email: "TAKEN@example.com" } });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already exists/);
  });

  it.each([
    ["malformed JSON", { rawBody: "{not json", headers: { "content-type": "application/json" } }],
    ["missing fields", { body: {} }],
    ["wrong types", { body: { email: 42, password: ["x"] } }],
    ["a bad email", { body: { email: "not-an-email", password: "longenough" } }],
    ["a short password", { body: { email: "short@example.com", password: "1234567" } }],
    ["an array body", { body: [] }],
  ])("answers 400 with a message for %s", async (_label, options) => {
    const res = await call(register, "/api/auth/register", { method: "POST", ...options });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
  });
});

describe("GET /api/auth/user", () => {
  it("answers 401 with a message when signed out", async () => {
    const res = await call(getUser, "/api/auth/user");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized" });
  });

  it("answers 401 for a forged token", async () => {
    const res = await call(getUser, "/api/auth/user", { cookie: "next-auth.session-token=eyJhbGciOiJkaXIifQ.forged" });
    expect(res.status).toBe(401);
  });

  it("answers the signed-in user", async () => {
    const user = await createTestUser({ firstName: "Grace" });
    const res = await call(getUser, "/api/auth/user", { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: user.id, email: user.email, firstName: "Grace", lastName: null, profileImageUrl: null });
  });
});

describe("GET /api/login and /api/logout", () => {
  it("redirects /api/login to the sign-in page", async () => {
    const res = await call(login, "/api/login");
    expect([302, 307]).toContain(res.status);
    expect(res.headers.get("location")).toBe("/login");
  });

  it("ends the session on the server so the old cookie is refused afterwards", async () => {
    const user = await createTestUser();
    expect((await call(getUser, "/api/auth/user", { cookie: user.cookie })).status).toBe(200);
    const res = await call(logout, "/api/logout", { cookie: user.cookie });
    expect([302, 307]).toContain(res.status);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;/);
    expect((await call(getUser, "/api/auth/user", { cookie: user.cookie })).status).toBe(401);
  });
});
