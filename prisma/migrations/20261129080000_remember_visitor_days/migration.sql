-- How long a verified visitor's browser may come back to a space without a new code: a signed
-- cookie naming the email and when it was verified is honoured while that many days have not
-- passed. 0 asks for a code on every visit. Existing spaces get the default of a week.
ALTER TABLE "shared_spaces" ADD COLUMN "remember_visitor_days" INTEGER NOT NULL DEFAULT 7;
