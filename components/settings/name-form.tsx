"use client";

import { useRouter } from "next/navigation";
import { LiveForm } from "@/components/ui/live-form";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useUpdateName } from "@/lib/queries/account";
import { showError } from "@/lib/toast";
import { profileNameSchema } from "@/lib/account/schema/account";
import { accountMessages } from "@/lib/messages/account";

export function NameForm({ firstName, lastName }: { firstName: string; lastName: string }) {
  const router = useRouter();
  const save = useUpdateName();
  const form = useForm({ resolver: zodResolver(profileNameSchema), defaultValues: { firstName, lastName } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      form.reset(values);
      toast.success(accountMessages.nameSaved);
      // The avatar menu is rendered on the server from the session's user.
      router.refresh();
    } catch (error) {
      showError(error, "Could not save your name");
    }
  });

  return (
    <Form {...form}>
      <LiveForm onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        {(["firstName", "lastName"] as const).map((name) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{name === "firstName" ? "First name" : "Last name"}</FormLabel>
                <FormControl>
                  <Input autoComplete={name === "firstName" ? "given-name" : "family-name"} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={!form.formState.isDirty} pending={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Saving..." : "Save name"}
          </Button>
        </div>
      </LiveForm>
    </Form>
  );
}
