"use client";

import { useForm } from "react-hook-form";
import { LiveForm } from "@/components/ui/live-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useChangeEmail } from "@/lib/queries/account";
import { showError } from "@/lib/toast";
import { credentialsSchema } from "@/lib/account/schema/auth";

// The shape of helper "mail"'s POST /api/account/email: { email, password }.
const changeEmailSchema = credentialsSchema;

export function EmailForm({ currentEmail, hasPassword }: { currentEmail: string; hasPassword: boolean }) {
  const change = useChangeEmail();
  const form = useForm<z.input<typeof changeEmailSchema>, unknown, z.output<typeof changeEmailSchema>>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: "", password: "" },
  });

  if (!hasPassword) return <p className="text-sm text-muted-foreground">Your email comes from GitHub or Google.</p>;

  const onSubmit = form.handleSubmit(async (values) => {
    if (values.email === currentEmail.toLowerCase()) {
      form.setError("email", { message: "This is already your email" });
      return;
    }
    try {
      const res = await change.mutateAsync(values);
      form.reset();
      toast.success("Check your inbox", { description: res?.message ?? `We sent a link to ${values.email}. Your email changes once you follow it.` });
    } catch (error) {
      showError(error, "Could not change your email");
    }
  });

  return (
    <Form {...form}>
      <LiveForm onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>New email</FormLabel>
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
                <Input type="password" autoComplete="current-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="sm:col-span-2">
          <Button type="submit" pending={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Sending..." : "Change email"}
          </Button>
        </div>
      </LiveForm>
    </Form>
  );
}
