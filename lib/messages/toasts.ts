/**
 * User-facing messages of SPEC.md sections 5 and 8, one file per concern (lib/messages/*.ts); import
 * from the file, e.g. "@/lib/messages/toasts", so a page ships only the groups it reads. Do not
 * retype these strings in components.
 */

export interface ToastMessage {
  title: string;
  description?: string;
}

/** Title of every destructive (error) toast; the description is the server message or a fallback. */
export const ERROR_TOAST_TITLE = "Error";

/** Fallback descriptions for the destructive "Error" toast when the server gives no message. */
export const errors = {
  createSharedSpace: "Failed to create shared space",
  updateSharedSpace: "Failed to update shared space",
  deleteSharedSpaces: "Failed to delete shared space(s)",
  addItemsToSpace: "Failed to add items to space",
  addItemsToSharedSpace: "Failed to add items to shared space",
  addTasksToSpace: "Failed to add tasks to space",
  saveCompanyProfile: "Failed to save company profile",
  saveFounders: "Failed to save founders",
  saveEmployees: "Failed to save employees",
  saveAdvisors: "Failed to save advisors",
  saveInvestors: "Failed to save investors",
  createCompany: "Failed to create company",
  updateTask: "Failed to update task",
  updateNotes: "Failed to update notes",
  saveDocuments: "Failed to save documents",
  processDroppedItems: "Failed to process dropped item(s)",
  fetchPhaseProgress: "Failed to fetch phase progress",
} as const;

/** Toasts with a title and (usually) a description. */
export const toasts = {
  unauthorized: { title: "Unauthorized", description: "You are logged out. Logging in again..." },
  alreadyAdded: { title: "Already Added", description: "This item is already in the space" },
  // Wording kept exactly as SPEC.md section 8 lists it.
  copyFailed: { title: "Copy Failed", description: "Please copy the manually" },
  noTasksSelected: { title: "No tasks selected", description: "Please select at least one task to share" },
  companyNameRequired: { title: "Company name required", description: "Please enter your company name to continue" },
  welcome: { title: "Welcome aboard!", description: "Your company has been created successfully." },
  taskUpdated: { title: "Task updated", description: "Priority and settings have been updated" },
  notesUpdated: { title: "Notes updated", description: "Your comments have been saved" },
  spaceUpdated: { title: "Space Updated" },
  sharedSpaceCreated: { title: "Shared Space Created" },
  itemsAdded: { title: "Items Added" },
  linkCopied: { title: "Link Copied" },
  deleted: { title: "Deleted" },
  spaceCreated: { title: "Space Created" },
  itemAdded: { title: "Item Added" },
  fileUploaded: { title: "File uploaded successfully" },
  linkAttached: { title: "Link attached successfully" },
  documentRemoved: { title: "Document removed" },
  sharedSpaceCreatedSuccessfully: { title: "Shared space created successfully" },
  tasksAddedToSharedSpace: { title: "Tasks added to shared space" },
} as const satisfies Record<string, ToastMessage>;
