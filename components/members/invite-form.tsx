"use client";

import { useForm } from "react-hook-form";
import { LiveForm } from "@/components/ui/live-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { ASSIGNABLE_ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS } from "@/lib/team/rules/roles";
import { memberMessages } from "@/lib/messages/company";
import { useInvite } from "@/lib/queries/members";
import { showError } from "@/lib/toast";
import { inviteSchema, type InviteInput } from "@/lib/team/schema/members";
import { RoleSelect } from "./role-select";

export function InviteForm({ companyId }: { companyId: string }) {
  const invite = useInvite(companyId);
  const form = useForm<InviteInput>({ resolver: zodResolver(inviteSchema), defaultValues: { email: "", role: "editor" } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const sent = await invite.mutateAsync(values);
      toast.success(memberMessages.invitationSent(sent.email));
      form.reset({ email: "", role: values.role });
    } catch (error) {
      showError(error, memberMessages.failed);
    }
  });

  return (
    <Form {...form}>
      <LiveForm onSubmit={onSubmit} noValidate aria-label="Invite a member" className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email address</FormLabel>
              <FormControl>
                <Input type="email" autoComplete="off" inputMode="email" placeholder="name@company.com" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="role"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Role</FormLabel>
              <RoleSelect value={field.value} onChange={field.onChange} label="Role for the invitation" />
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" pending={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Sending..." : "Send invitation"}
        </Button>
        <p className="text-xs text-muted-foreground sm:col-span-3">
          {ASSIGNABLE_ROLES.map((role) => `${ROLE_LABELS[role]}: ${ROLE_DESCRIPTIONS[role].toLowerCase()}.`).join(" ")} The link works once, for 7
          days.
        </p>
      </LiveForm>
    </Form>
  );
}
