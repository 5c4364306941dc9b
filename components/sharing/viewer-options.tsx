"use client";

import { copyingOption } from "@/lib/messages/shared-view";
import { OptionCheckbox } from "./option-checkbox";
import { ALLOW_DOWNLOADS_LABEL, WATERMARK_LABEL } from "@/lib/messages/spaces";

/** The document viewer: what a visitor may do with the space's documents. */
export interface ViewerOptionValues {
  allowDownloads: boolean;
  watermark: boolean;
  allowCopying: boolean;
}

export const DEFAULT_VIEWER_OPTIONS: ViewerOptionValues = { allowDownloads: true, watermark: false, allowCopying: true };

/** The "Allow downloads" and "Watermark documents" boxes of the space's create and edit forms. */
export function ViewerOptions({ value, onChange }: { value: ViewerOptionValues; onChange(change: Partial<ViewerOptionValues>): void }) {
  return (
    <fieldset className="grid gap-3 rounded-lg border bg-muted/30 p-3">
      <legend className="px-1 text-sm font-medium">Documents</legend>
      <OptionCheckbox
        label={ALLOW_DOWNLOADS_LABEL}
        help={
          value.allowDownloads
            ? "Investors can view documents here and download them."
            : "Investors can only view PDFs and images in the browser; downloads are refused."
        }
        checked={value.allowDownloads}
        onChange={(allowDownloads) => onChange({ allowDownloads })}
      />
      <OptionCheckbox
        label={WATERMARK_LABEL}
        help="Every PDF an investor opens or downloads is stamped with their email, the date and their IP address."
        checked={value.watermark}
        onChange={(watermark) => onChange({ watermark })}
      />
      <OptionCheckbox
        label={copyingOption.label}
        help={value.allowCopying ? copyingOption.on : copyingOption.off}
        checked={value.allowCopying}
        onChange={(allowCopying) => onChange({ allowCopying })}
      />
    </fieldset>
  );
}
