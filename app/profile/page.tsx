import type { Metadata } from "next";
import { ProfileClient } from "@/components/profile/profile-client";
import { requirePageUser } from "@/lib/auth/page";

export const metadata: Metadata = { title: "Company Profile" };

export default async function ProfilePage() {
  await requirePageUser("/profile");
  return <ProfileClient />;
}
