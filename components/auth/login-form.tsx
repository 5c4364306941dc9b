"use client";

import { useState } from "react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormError, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { safeCallbackPath } from "@/lib/auth/safe-path";
import { authMessages } from "@/lib/messages";
import { credentialsSchema } from "@/lib/validations/auth";
import { OAuthButtons, type OAuthProviderOption } from "./oauth-buttons";

const SAYS_WHY = new Set<string>([authMessages.signInRateLimited, authMessages.hashBusy]);

interface LoginFormProps {
  /** Already checked to be a path on this site. */
  callbackUrl: string;
  providers: OAuthProviderOption[];
  /** From next-auth's ?error= redirect. */
  initialError?: string | null;
}

export function LoginForm({ callbackUrl, providers, initialError = null }: LoginFormProps) {
  const [formError, setFormError] = useState<string | null>(initialError);
  const [redirecting, setRedirecting] = useState(false);
  const form = useForm({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFormError(null);
    try {
      const result = await signIn("credentials", { email, password, redirect: false });
      if (!result || result.error || !result.ok) {
        // A limit or a busy server says so; anything else stays generic (no account enumeration).
        setFormError(result?.error && SAYS_WHY.has(result.error) ? result.error : authMessages.invalidCredentials);
        return;
      }
    } catch {
      setFormError(authMessages.signInUnavailable);
      return;
    }
    setRedirecting(true);
    // A full load, so server components and cached queries see the new session.
    window.location.assign(safeCallbackPath(callbackUrl));
  });

  const busy = form.formState.isSubmitting || redirecting;
  const registerHref = callbackUrl === "/" ? "/register" : `/register?callbackUrl=${encodeURIComponent(callbackUrl)}`;

  return (
    <div className="space-y-6">
      <OAuthButtons providers={providers} callbackUrl={callbackUrl} />
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
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
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Signing in..." : "Sign In"}
          </Button>
        </form>
      </Form>
      <p className="text-center text-sm text-muted-foreground">
        New here?{" "}
        <Link href={registerHref} className="font-medium text-primary underline-offset-4 hover:underline">
          Create an account
        </Link>
      </p>
    </div>
  );
}
