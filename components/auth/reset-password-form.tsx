"use client";

import { useState } from "react";
import { LiveForm } from "@/components/ui/live-form";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormError, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { apiJson, errorMessage } from "@/lib/queries/client";
import { SIGN_IN_TAB_PATH } from "@/lib/auth/safe-path";
import { emailMessages } from "@/lib/messages/email";
import { PASSWORD_MIN_LENGTH } from "@/lib/account/schema/auth";
import { resetPasswordFormSchema } from "@/lib/account/schema/email";
import { BackToLogin } from "./forgot-password-form";
import { PasswordStrength } from "./password-strength";

export function ResetPasswordForm({ token }: { token: string }) {
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: "", confirm: "" } });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      const res = await apiJson<{ message: string }>("POST", "/api/auth/reset-password", { token, password });
      setDone(res.message);
    } catch (error) {
      setFormError(errorMessage(error, emailMessages.linkInvalid));
    }
  });

  if (!token) return <InvalidLink />;
  if (done) {
    return (
      <div className="space-y-6">
        <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
          {done}
        </p>
        <Button asChild className="w-full">
          <Link href={SIGN_IN_TAB_PATH}>Sign In</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <Form {...form}>
        <LiveForm onSubmit={onSubmit} noValidate className="space-y-4">
          {formError && (
            <FormError>
              {formError}
              {formError === emailMessages.linkInvalid && (
                <>
                  {" "}
                  <Link href="/forgot-password" className="font-medium underline underline-offset-4">
                    {emailMessages.forgotSubmit}
                  </Link>
                </>
              )}
            </FormError>
          )}
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem>
                <FormLabel>New password</FormLabel>
                <FormControl>
                  <Input type="password" autoComplete="new-password" autoFocus {...field} />
                </FormControl>
                <FormDescription>At least {PASSWORD_MIN_LENGTH} characters.</FormDescription>
                <PasswordStrength password={field.value} />
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="confirm"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Confirm new password</FormLabel>
                <FormControl>
                  <Input type="password" autoComplete="new-password" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" className="w-full" pending={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Saving..." : emailMessages.resetSubmit}
          </Button>
        </LiveForm>
      </Form>
      <BackToLogin />
    </div>
  );
}

function InvalidLink() {
  return (
    <div className="space-y-6">
      <FormError>{emailMessages.linkInvalid}</FormError>
      <Button asChild className="w-full">
        <Link href="/forgot-password">{emailMessages.forgotSubmit}</Link>
      </Button>
    </div>
  );
}
