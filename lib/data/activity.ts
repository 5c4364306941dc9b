// The feed's writers live in lib/activity/record.ts; the shared-space writes (lib/data/shared-spaces.ts,
// another change's files for now) still import them from here, until they move with their module.
export { recordActivity, recordSpaceActivity } from "@/lib/activity/record";
