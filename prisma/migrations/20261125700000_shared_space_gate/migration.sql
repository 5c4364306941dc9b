-- Issue 17 gate: verified visitors, allow/deny lists, click-through agreement, Revoke now, new-visitor email.
-- AlterTable
ALTER TABLE "shared_spaces" ADD COLUMN     "require_verification" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "allow_list" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "deny_list" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "agreement_text" TEXT,
ADD COLUMN     "notify_new_visitors" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "revoked_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "shared_space_access" ADD COLUMN     "verified_at" TIMESTAMP(3),
ADD COLUMN     "agreement_accepted_at" TIMESTAMP(3),
ADD COLUMN     "agreement_ip" TEXT;

-- CreateTable
CREATE TABLE "shared_space_codes" (
    "shared_space_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "code_hash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "shared_space_codes_pkey" PRIMARY KEY ("shared_space_id","email")
);

-- AddForeignKey
ALTER TABLE "shared_space_codes" ADD CONSTRAINT "shared_space_codes_shared_space_id_fkey" FOREIGN KEY ("shared_space_id") REFERENCES "shared_spaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
