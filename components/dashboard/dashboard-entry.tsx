/** Placeholder for the signed-in home; the dashboard work replaces this file. */
export function DashboardEntry() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight">Dashboard</h1>
    </div>
  );
}
