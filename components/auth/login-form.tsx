"use client";

import { useState } from "react";
import { LiveForm } from "@/components/ui/live-form";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormError, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { safeCallbackPath } from "@/lib/auth/safe-path";
import { authMessages } from "@/lib/messages/auth";
import { accountMessages } from "@/lib/messages/account";
import { credentialsSchema } from "@/lib/account/schema/auth";
import { OAuthButtons, type OAuthProviderOption } from "./oauth-buttons";
import { TwoFactorStep } from "./two-factor-step";

const SAYS_WHY = new Set<string>([authMessages.signInRateLimited, authMessages.hashBusy, accountMessages.invalidCode]);

interface LoginFormProps {
  /** Already checked to be a path on this site. */
  callbackUrl: string;
  providers: OAuthProviderOption[];
  /** From next-auth's ?error= redirect. */
  initialError?: string | null;
}

export function LoginForm({ callbackUrl, providers, initialError = null, email = "" }: LoginFormProps & { email?: string }) {
  const [formError, setFormError] = useState<string | null>(initialError);
  const [redirecting, setRedirecting] = useState(false);
  // Set once the password was right and the account asks for its authenticator code.
  const [pending, setPending] = useState<{ email: string; password: string } | null>(null);
  const form = useForm({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email, password: "" },
  });

  /** One credentials attempt; true when signed in. The code, when given, is the second step. */
  const attempt = async (email: string, password: string, code?: string): Promise<boolean> => {
    setFormError(null);
    try {
      const result = await signIn("credentials", { email, password, ...(code ? { code } : {}), redirect: false });
      if (result?.error === accountMessages.twoFactorRequired) {
        setPending({ email, password });
        return false;
      }
      if (!result || result.error || !result.ok) {
        // A limit or a busy server says so; anything else stays generic (no account enumeration).
        setFormError(result?.error && SAYS_WHY.has(result.error) ? result.error : authMessages.invalidCredentials);
        return false;
      }
    } catch {
      setFormError(authMessages.signInUnavailable);
      return false;
    }
    setRedirecting(true);
    // A full load, so server components and cached queries see the new session.
    window.location.assign(safeCallbackPath(callbackUrl));
    return true;
  };

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    await attempt(email, password);
  });

  const busy = form.formState.isSubmitting || redirecting;

  if (pending) {
    return (
      <TwoFactorStep
        error={formError}
        busy={redirecting}
        onSubmit={(code) => attempt(pending.email, pending.password, code)}
        onBack={() => {
          setPending(null);
          setFormError(null);
        }}
      />
    );
  }

  return (
    <div className="space-y-6">
      <OAuthButtons providers={providers} callbackUrl={callbackUrl} />
      <Form {...form}>
        <LiveForm onSubmit={onSubmit} noValidate className="space-y-4">
          <FormError>{formError}</FormError>
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Email</FormLabel>
                <FormControl>
                  <Input type="email" autoComplete="email" inputMode="email" autoFocus {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem>
                <div className="flex items-center justify-between">
                  <FormLabel>Password</FormLabel>
                  <Link href="/forgot-password" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                    Forgot password?
                  </Link>
                </div>
                <FormControl>
                  <Input type="password" autoComplete="current-password" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" className="w-full" pending={busy}>
            {busy ? "Signing in..." : "Sign In"}
          </Button>
        </LiveForm>
      </Form>
    </div>
  );
}
