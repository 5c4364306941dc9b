-- Company facts that decide which checklist lines apply (issue 18). All optional; no fact = India.
ALTER TABLE "companies" ADD COLUMN     "countries_of_operation" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "country_of_incorporation" TEXT,
ADD COLUMN     "entity_type" TEXT,
ADD COLUMN     "foreign_investors" BOOLEAN,
ADD COLUMN     "has_subsidiaries" BOOLEAN,
ADD COLUMN     "headcount_band" TEXT,
ADD COLUMN     "regulated_sector" BOOLEAN;
