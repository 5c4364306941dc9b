import { AuthCardSkeleton } from "@/components/layout/page-skeletons";
import { loadingLabels } from "@/lib/messages/chrome";

/** Company set-up (app/(app)/setup/page.tsx): one centred card holding the onboarding form. */
export default function Loading() {
  return <AuthCardSkeleton label={loadingLabels.setup} fields={4} wide />;
}
