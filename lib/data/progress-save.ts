// The progress save moved to its module (lib/progress). This path stays only for lib/data/readiness.ts,
// whose owner points it at lib/progress/schema.ts next; nothing new imports it.
export { asDocuments } from "@/lib/progress/schema";
