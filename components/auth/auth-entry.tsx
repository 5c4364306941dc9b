import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { authEntryMessages } from "@/lib/messages/auth";
import { AuthCard } from "./auth-card";

export type AuthTab = "create-account" | "sign-in";

interface AuthEntryProps {
  initialTab: AuthTab;
  createAccount: ReactNode;
  signIn: ReactNode;
}

/**
 * /login and /register: one card for the newcomer and the returning founder, with account
 * creation as visible as sign-in. Tabs activate on Enter or click (not on arrow keys), so the
 * form's first field may take focus when its tab opens without pulling focus out of the tab list.
 */
export function AuthEntry({ initialTab, createAccount, signIn }: AuthEntryProps) {
  return (
    <AuthCard title={authEntryMessages.title} description={authEntryMessages.description}>
      <Tabs defaultValue={initialTab} activationMode="manual" className="gap-6">
        <TabsList className="grid h-10 w-full grid-cols-2">
          <TabsTrigger value="create-account">{authEntryMessages.createAccountTab}</TabsTrigger>
          <TabsTrigger value="sign-in">{authEntryMessages.signInTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="create-account">{createAccount}</TabsContent>
        <TabsContent value="sign-in">{signIn}</TabsContent>
      </Tabs>
    </AuthCard>
  );
}
