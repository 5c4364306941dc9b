// The task documents' rules now live in the progress module (lib/progress/rules.ts). The search
// module still imports these three from here while it moves out of lib/data; it imports them from
// lib/progress/rules.ts then, and this file goes.
export { descriptionSummary, parseDocumentKey, parseDocumentLines } from "@/lib/progress/rules";
