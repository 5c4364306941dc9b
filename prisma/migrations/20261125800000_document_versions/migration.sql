-- Document versions (issue 17): replacing a document's file or link keeps the earlier one.
-- CreateTable
CREATE TABLE "document_versions" (
    "id" UUID NOT NULL,
    "company_id" UUID NOT NULL,
    "task_id" UUID NOT NULL,
    "document_key" TEXT NOT NULL,
    "file_id" UUID,
    "link_url" TEXT,
    "file_name" TEXT NOT NULL,
    "size" INTEGER,
    "content_type" TEXT,
    "uploaded_by" UUID,
    "entry" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "document_versions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "document_versions_company_id_task_id_document_key_created_at_idx" ON "document_versions"("company_id", "task_id", "document_key", "created_at" DESC);

-- CreateIndex
CREATE INDEX "document_versions_file_id_idx" ON "document_versions"("file_id");

-- AddForeignKey
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "stored_files"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_uploaded_by_fkey" FOREIGN KEY ("uploaded_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
