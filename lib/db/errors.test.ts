import { Prisma } from "./generated/client";
import { classifyDbError } from "./errors";

const known = (code: string, meta?: Record<string, unknown>) =>
  new Prisma.PrismaClientKnownRequestError("failed", { code, clientVersion: Prisma.prismaVersion.client, meta });

/** What a typed statement inside a Prisma transaction throws when the driver fails (checked against PostgreSQL). */
const rawFailure = (sqlstate: string) =>
  known("P2010", { driverAdapterError: { name: "DriverAdapterError", cause: { originalCode: sqlstate, kind: "postgres", code: sqlstate } } });

describe("classifyDbError", () => {
  it("reads Prisma's own codes", () => {
    expect(classifyDbError(known("P2002"))).toBe("unique");
    expect(classifyDbError(known("P1001"))).toBe("unavailable");
  });

  it("answers a transaction that could not start or outlived its limit as the database being busy", () => {
    expect(classifyDbError(known("P2028"))).toBe("unavailable");
  });

  it("reads the driver's SQLSTATE inside a failed raw statement (a restart mid-transaction is the database being away)", () => {
    expect(classifyDbError(rawFailure("57P01"))).toBe("unavailable");
    expect(classifyDbError(rawFailure("23505"))).toBe("unique");
    expect(classifyDbError(rawFailure("42P01"))).toBeNull();
    expect(classifyDbError(known("P2010"))).toBeNull();
  });
});
