"use client";

import { useSeedCompany, type Company } from "@/lib/queries/company";

/** Puts the company a server page read into the client cache (see useSeedCompany). */
export function SeedCompany({ company }: { company: Company | null }) {
  useSeedCompany(company);
  return null;
}
