import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { JoinCompanyButton } from "@/components/members/join-company-button";
import { Providers } from "@/components/providers";
import { Button } from "@/components/ui/button";
import { getPageUser } from "@/lib/account/page";
import { describeInvitation, invitationProblem } from "@/lib/team/invitations";
import { sameEmail } from "@/lib/team/rules/invitations";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "@/lib/team/rules/roles";
import { LOGOUT_PATH } from "@/lib/constants";
import { memberMessages } from "@/lib/messages/company";

// The token is in the path: never send it on to another site.
export const metadata: Metadata = { title: "Invitation", referrer: "no-referrer" };

export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [invitation, user] = await Promise.all([describeInvitation(token), getPageUser()]);
  if (!invitation) return <Problem message={memberMessages.invitationNotFound} />;
  const problem = invitationProblem(invitation.status);
  if (problem) return <Problem message={problem} />;

  const here = `/invite/${encodeURIComponent(token)}`;
  const withEmail = (path: string) => `${path}?${new URLSearchParams({ email: invitation.email, callbackUrl: here })}`;
  return (
    <AuthCard title={`Join ${invitation.companyName}`} description={`You are invited as ${ROLE_LABELS[invitation.role].toLowerCase()}.`}>
      <div className="space-y-4 text-sm">
        <p>
          Role: <strong>{ROLE_LABELS[invitation.role]}</strong>{" "}
          <span className="text-muted-foreground">({ROLE_DESCRIPTIONS[invitation.role].toLowerCase()})</span>
        </p>
        <p className="text-muted-foreground">
          This invitation is for <strong className="text-foreground break-all">{invitation.email}</strong>.
        </p>
        {!user ? (
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link href={withEmail("/register")}>Create an account</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={withEmail("/login")}>Sign in</Link>
            </Button>
          </div>
        ) : sameEmail(user.email, invitation.email) ? (
          <Providers initialUser={user}>
            <JoinCompanyButton token={token} />
          </Providers>
        ) : (
          <div role="alert" className="space-y-3 rounded-md border border-destructive/40 p-4">
            <p className="font-medium text-destructive">{memberMessages.wrongEmail}</p>
            <p className="text-muted-foreground">
              You are signed in as <span className="break-all">{user.email}</span>. Sign out, then open the link again and sign in as{" "}
              {invitation.email}.
            </p>
            <Button asChild variant="outline" size="sm">
              <a href={LOGOUT_PATH}>Sign out</a>
            </Button>
          </div>
        )}
      </div>
    </AuthCard>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <AuthCard title="Invitation unavailable" description="This link cannot be used.">
      <div className="space-y-4 text-sm">
        <p role="alert" className="font-medium">
          {message}
        </p>
        <Button asChild variant="outline">
          <Link href="/">Go to Home</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
