"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { apiJson, throwIfNotOk } from "@/lib/queries/client";
import { showError } from "@/lib/toast";
import { accountMessages } from "@/lib/messages/account";

const AVATAR_PATH = "/api/account/avatar";

export function AvatarForm({ imageUrl, initial }: { imageUrl: string | null; initial?: string }) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const form = new FormData();
      form.set("file", file);
      await throwIfNotOk(await fetch(AVATAR_PATH, { method: "PUT", body: form, credentials: "include" }));
      toast.success(accountMessages.imageSaved);
      router.refresh();
    } catch (error) {
      showError(error, "Could not save the image");
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await apiJson("DELETE", AVATAR_PATH);
      toast.success(accountMessages.imageRemoved);
      router.refresh();
    } catch (error) {
      showError(error, "Could not remove the image");
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-center gap-4">
      <Avatar className="size-16">
        {imageUrl && <AvatarImage src={imageUrl} alt="Your profile image" />}
        <AvatarFallback className="bg-primary/10 text-lg text-primary">{initial ?? "U"}</AvatarFallback>
      </Avatar>
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
            {busy ? "Saving..." : imageUrl ? "Change image" : "Upload image"}
          </Button>
          {imageUrl && (
            <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={remove}>
              Remove
            </Button>
          )}
        </div>
        <p className="text-xs text-muted-foreground">PNG, JPEG, WebP or GIF, up to 2 MB.</p>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="sr-only"
          aria-label="Profile image"
          data-testid="avatar-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
        />
      </div>
    </div>
  );
}
