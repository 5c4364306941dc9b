"use client";

import { useForm, useWatch } from "react-hook-form";
import { LiveForm } from "@/components/ui/live-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { PasswordStrength } from "@/components/auth/password-strength";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useChangePassword } from "@/lib/queries/account";
import { showError } from "@/lib/toast";
import { changePasswordSchema } from "@/lib/account/schema/account";
import { accountMessages } from "@/lib/messages/account";

export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: { currentPassword: "", newPassword: "" } });
  const newPassword = useWatch({ control: form.control, name: "newPassword" });

  if (!hasPassword) return <p className="text-sm text-muted-foreground">{accountMessages.noPassword}.</p>;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset();
      toast.success(accountMessages.passwordChanged);
    } catch (error) {
      showError(error, "Could not change your password");
    }
  });

  return (
    <Form {...form}>
      <LiveForm onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField
          control={form.control}
          name="currentPassword"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Current password</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="current-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="newPassword"
          render={({ field }) => (
            <FormItem>
              <FormLabel>New password</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="new-password" {...field} />
              </FormControl>
              <PasswordStrength password={newPassword} />
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" pending={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Changing..." : "Change password"}
        </Button>
      </LiveForm>
    </Form>
  );
}
