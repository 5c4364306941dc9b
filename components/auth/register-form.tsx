"use client";

import { useState } from "react";
import { LiveForm } from "@/components/ui/live-form";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormError, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { ApiClientError, apiJson } from "@/lib/queries/client";
import { PasswordStrength } from "./password-strength";
import { SIGN_IN_TAB_PATH } from "@/lib/auth/safe-path";
import { authMessages } from "@/lib/messages/auth";
import { PASSWORD_MIN_LENGTH, registerSchema, type RegisterInput } from "@/lib/account/schema/auth";

/** After sign-up the founder creates their company first. */
const AFTER_REGISTER_PATH = "/setup";

export function RegisterForm({ email = "", callbackUrl }: { email?: string; callbackUrl?: string } = {}) {
  const [formError, setFormError] = useState<string | null>(null);
  const [signInFailed, setSignInFailed] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { email, password: "", firstName: "", lastName: "" },
  });

  const onSubmit = form.handleSubmit(async (values: RegisterInput) => {
    setFormError(null);
    setSignInFailed(false);
    try {
      await apiJson("POST", "/api/auth/register", values);
    } catch (error) {
      // 409 (email taken) and 400 (bad input) carry a message meant for this form.
      setFormError(error instanceof ApiClientError ? error.message : authMessages.registerFailed);
      return;
    }
    try {
      const result = await signIn("credentials", { email: values.email, password: values.password, redirect: false });
      if (!result || result.error || !result.ok) throw new Error(result?.error ?? "sign-in failed");
    } catch {
      setSignInFailed(true);
      return;
    }
    setRedirecting(true);
    // A full load on purpose: server components and cached queries must see the new session.
    window.location.assign(callbackUrl ?? AFTER_REGISTER_PATH);
  });

  const busy = form.formState.isSubmitting || redirecting;

  return (
    <div className="space-y-6">
      <Form {...form}>
        <LiveForm onSubmit={onSubmit} noValidate className="space-y-4">
          <FormError>{formError}</FormError>
          {signInFailed && (
            <FormError>
              {authMessages.signedUpButSignInFailed}{" "}
              <Link href={SIGN_IN_TAB_PATH} className="font-medium underline underline-offset-4">
                Go to sign in
              </Link>
            </FormError>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="firstName"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>First name</FormLabel>
                  <FormControl>
                    <Input autoComplete="given-name" autoFocus {...field} value={field.value ?? ""} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="lastName"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Last name</FormLabel>
                  <FormControl>
                    <Input autoComplete="family-name" {...field} value={field.value ?? ""} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          </div>
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Email</FormLabel>
                <FormControl>
                  <Input type="email" autoComplete="email" inputMode="email" {...field} />
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
                <FormLabel>Password</FormLabel>
                <FormControl>
                  <Input type="password" autoComplete="new-password" {...field} />
                </FormControl>
                <FormDescription>At least {PASSWORD_MIN_LENGTH} characters.</FormDescription>
                <PasswordStrength password={field.value} />
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" className="w-full" pending={busy}>
            {busy ? "Creating account..." : "Create Account"}
          </Button>
        </LiveForm>
      </Form>
    </div>
  );
}
