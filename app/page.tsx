import { DashboardEntry } from "@/components/dashboard/dashboard-entry";
import { Landing } from "@/components/landing/landing";
import { LazyProviders } from "@/components/layout/lazy-providers";
import { getPageUser } from "@/lib/auth/page";

export default async function HomePage() {
  const user = await getPageUser();
  if (!user) return <Landing />;
  return (
    <LazyProviders initialUser={user}>
      <DashboardEntry />
    </LazyProviders>
  );
}
