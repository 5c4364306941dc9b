import { AuthCardSkeleton } from "@/components/layout/page-skeletons";
import { loadingLabels } from "@/lib/messages/chrome";

/** The page's centred card (components/auth/auth-card.tsx) while the server reads what it shows. */
export default function Loading() {
  return <AuthCardSkeleton label={loadingLabels.page} fields={1} />;
}
