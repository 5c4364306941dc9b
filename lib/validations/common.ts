import { z } from "zod";
import { ApiError } from "@/lib/errors";

/** Ids are uuids; anything else cannot exist, so it is a 404 rather than a database error. */
export const uuid = z.uuid();

export function parseId(value: string | string[] | undefined, what = "Not found"): string {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw new ApiError(404, what);
  return parsed.data;
}
