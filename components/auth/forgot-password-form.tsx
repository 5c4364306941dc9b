"use client";

import { useState } from "react";
import { LiveForm } from "@/components/ui/live-form";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormError, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { apiJson, errorMessage } from "@/lib/queries/client";
import { SIGN_IN_TAB_PATH } from "@/lib/auth/safe-path";
import { emailMessages } from "@/lib/messages/email";
import { forgotPasswordSchema } from "@/lib/account/schema/email";

export function ForgotPasswordForm() {
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const res = await apiJson<{ message: string }>("POST", "/api/auth/forgot-password", values);
      setSent(res.message);
    } catch (error) {
      setFormError(errorMessage(error, emailMessages.forgotRateLimited));
    }
  });

  if (sent) {
    return (
      <div className="space-y-6">
        <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
          {sent}
        </p>
        <BackToLogin />
      </div>
    );
  }
  return (
    <div className="space-y-6">
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
          <Button type="submit" className="w-full" pending={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Sending..." : emailMessages.forgotSubmit}
          </Button>
        </LiveForm>
      </Form>
      <BackToLogin />
    </div>
  );
}

export function BackToLogin() {
  return (
    <p className="text-center text-sm text-muted-foreground">
      <Link href={SIGN_IN_TAB_PATH} className="font-medium text-primary underline-offset-4 hover:underline">
        {emailMessages.backToLogin}
      </Link>
    </p>
  );
}
