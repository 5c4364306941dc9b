-- More company facts that decide which checklist lines apply; all optional (NULL = not said, and
-- a fact not said never hides a line).
ALTER TABLE "companies" ADD COLUMN "owns_real_property" BOOLEAN,
ADD COLUMN "processes_card_data" BOOLEAN,
ADD COLUMN "processes_health_data" BOOLEAN,
ADD COLUMN "processes_eu_uk_personal_data" BOOLEAN,
ADD COLUMN "sells_to_government" BOOLEAN,
ADD COLUMN "has_debt" BOOLEAN,
ADD COLUMN "regulated_sectors" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- The regulated sector becomes a list of sectors. A company that said "no" is in none of them
-- ('none'); one that said "yes" never said which, so its list stays empty (not said): every
-- sector's lines keep applying to it, as every regulated line did, until it names its sectors.
UPDATE "companies" SET "regulated_sectors" = ARRAY['none']::TEXT[] WHERE "regulated_sector" = false;

ALTER TABLE "companies" DROP COLUMN "regulated_sector";
