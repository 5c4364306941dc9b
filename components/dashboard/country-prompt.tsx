"use client";

import { useRouter } from "next/navigation";
import Link from "next/link";
import { Globe2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { countryMessages } from "@/lib/messages/country";
import { errors } from "@/lib/messages/toasts";
import { useUpdateCompany } from "@/lib/queries/company";
import { showError } from "@/lib/toast";
import { COUNTRY_OPTIONS } from "@/lib/company/schema/company-facts";

/**
 * Shown while the company has not said where it is incorporated: until then it sees only the
 * jurisdiction-neutral core, so the question stays in view (answered here in one click, or on the
 * profile) and the rest of the dashboard works as usual.
 */
export function CountryPrompt({ company, canAnswer }: { company: { id: string; name: string }; canAnswer: boolean }) {
  const router = useRouter();
  const update = useUpdateCompany();
  const answer = (country: string) =>
    update.mutateAsync({ id: company.id, company: { name: company.name, countryOfIncorporation: country } }).then(
      () => {
        toast.success(countryMessages.saved);
        // The dashboard's figures are read on the server: read them again for the new checklist.
        router.refresh();
      },
      (error: unknown) => showError(error, errors.saveCompanyProfile),
    );
  return (
    <section
      aria-labelledby="country-prompt-title"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 shadow-sm dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <div className="flex items-start gap-3">
        <Globe2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="space-y-1">
          <h2 id="country-prompt-title" className="text-lg font-semibold">
            {countryMessages.question}
          </h2>
          <p className="text-sm">{countryMessages.promptBody}</p>
        </div>
      </div>
      {canAnswer ? (
        <div className="flex flex-wrap items-center gap-2">
          {COUNTRY_OPTIONS.map((c) => (
            <Button key={c.value} type="button" variant="outline" size="sm" disabled={update.isPending} onClick={() => void answer(c.value)}>
              {c.label}
            </Button>
          ))}
          <Link href="/profile" className="text-sm font-medium underline underline-offset-2">
            Set it in your company profile
          </Link>
        </div>
      ) : (
        <p className="text-sm">{countryMessages.viewerPrompt}</p>
      )}
    </section>
  );
}
