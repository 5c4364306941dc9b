import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, getQueryFn } from "./client";
import type { CompanyFieldsInput, CompanyJson } from "@/lib/company/schema/company";
import { useCurrentUser } from "./user";

/** What GET /api/company returns: the contract is companyResponse (lib/company/schema/company.ts). */
export type Company = CompanyJson;

export const companyKeys = {
  all: ["/api/company"] as const,
  current: () => companyKeys.all,
  detail: (id: string) => [...companyKeys.all, id] as const,
  team: (id: string) => [...companyKeys.all, id, "team"] as const,
};

/** The signed-in user's company; null when they have none yet (GET answers 404). */
export function useCompany() {
  const { user } = useCurrentUser();
  const query = useQuery<Company | null>({
    queryKey: companyKeys.current(),
    queryFn: getQueryFn<Company>({ on404: "returnNull" }),
    enabled: !!user,
  });
  return { ...query, company: query.data ?? null };
}

/**
 * A server page that already read the user's company (or found none) hands it to the browser's
 * cache, so nothing on the page asks GET /api/company: a founder without a company would get a
 * 404 there, logged in the console as a failed request on their very first screen. Runs during
 * the first render, before the nav bar's company name (loaded after hydration) reads the cache;
 * a value the browser already holds (a save on another page) is kept.
 */
export function useSeedCompany(company: Company | null) {
  const queryClient = useQueryClient();
  useState(() => {
    if (queryClient.getQueryData(companyKeys.current()) === undefined) queryClient.setQueryData(companyKeys.current(), company);
    return null;
  });
}

/** Onboarding: `{ company: { name, industry?, stage?, description?, ...facts }, founders: [] }` (companyCreateSchema reads `company`). */
export interface OnboardingInput {
  company: CompanyFieldsInput;
  founders: [];
}

/** Profile form values: text as typed; the server converts numbers and dates ("" clears). */
export type CompanyFormValues = Partial<
  Record<Exclude<keyof Company, "id" | "userId" | "createdAt" | "updatedAt" | "countriesOfOperation">, string>
> & {
  name: string;
  countriesOfOperation?: string[];
};

/** POST /api/company (onboarding or the profile form); the new company replaces the cached null. */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnboardingInput | CompanyFormValues) => apiJson<Company>("POST", "/api/company", body),
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.current(), company);
      return queryClient.invalidateQueries({ queryKey: companyKeys.current(), exact: true });
    },
  });
}

/** PUT /api/company/{id} with `{ company }`. */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, company }: { id: string; company: CompanyFormValues }) => apiJson<Company>("PUT", `/api/company/${id}`, { company }),
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.current(), company);
      // The facts decide which lines apply: tasks, progress and phase figures follow them.
      void queryClient.invalidateQueries({ queryKey: ["/api/phases"] });
      void queryClient.invalidateQueries({ queryKey: [...companyKeys.all, company.id] });
    },
  });
}
