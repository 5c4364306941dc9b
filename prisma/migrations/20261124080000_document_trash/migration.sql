-- CreateTable
CREATE TABLE "removed_documents" (
    "id" UUID NOT NULL,
    "company_id" UUID NOT NULL,
    "task_id" UUID NOT NULL,
    "document_key" TEXT NOT NULL,
    "document_slug" TEXT,
    "entry" JSONB NOT NULL,
    "file_id" UUID,
    "removed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "removed_documents_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "removed_documents_company_id_task_id_idx" ON "removed_documents"("company_id", "task_id");

-- CreateIndex
CREATE INDEX "removed_documents_file_id_idx" ON "removed_documents"("file_id");

-- CreateIndex
CREATE INDEX "removed_documents_removed_at_idx" ON "removed_documents"("removed_at");

-- AddForeignKey
ALTER TABLE "removed_documents" ADD CONSTRAINT "removed_documents_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "removed_documents" ADD CONSTRAINT "removed_documents_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "stored_files"("id") ON DELETE CASCADE ON UPDATE CASCADE;

