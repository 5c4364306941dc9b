import { deliveryFor, type FileDisposition } from "./file-delivery";

const PDF = "application/pdf";
const PNG = "image/png";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

describe("deliveryFor", () => {
  it.each<[FileDisposition, string, boolean, boolean, ReturnType<typeof deliveryFor>]>([
    // Downloads on: everything is served; a forced download is an attachment.
    [undefined, PDF, true, false, { serve: true, inline: true, stamp: false }],
    ["inline", PDF, true, false, { serve: true, inline: true, stamp: false }],
    ["attachment", PDF, true, false, { serve: true, inline: false, stamp: false }],
    [undefined, DOCX, true, false, { serve: true, inline: true, stamp: false }],
    // Downloads off: only viewing a PDF or image inline.
    [undefined, PDF, false, false, { serve: false }],
    ["attachment", PDF, false, false, { serve: false }],
    ["inline", PDF, false, false, { serve: true, inline: true, stamp: false }],
    ["inline", PNG, false, false, { serve: true, inline: true, stamp: false }],
    ["inline", DOCX, false, false, { serve: false }],
    // Watermark: every PDF, viewed or downloaded; never an image.
    ["inline", PDF, false, true, { serve: true, inline: true, stamp: true }],
    ["attachment", PDF, true, true, { serve: true, inline: false, stamp: true }],
    [undefined, PDF, true, true, { serve: true, inline: true, stamp: true }],
    ["inline", PNG, true, true, { serve: true, inline: true, stamp: false }],
  ])("disposition %s, %s, downloads %s, watermark %s", (disposition, contentType, allowDownloads, watermark, expected) => {
    expect(deliveryFor({ disposition, contentType, allowDownloads, watermark })).toEqual(expected);
  });
});
