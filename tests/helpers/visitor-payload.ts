import type { VisitorPayload } from "@/lib/visitor/schema";

/** A visitor's view of an expired space with a task, a document, a section and a phase (the shared-view component tests). */
export const payload: VisitorPayload = {
  space: {
    name: "Series A room",
    companyName: "Acme Robotics",
    companyLogoUrl: null,
    showChecklistStatus: true,
    description: "For Fund X",
    expiresAt: "2031-03-05T10:00:00.000Z",
    createdAt: "2031-03-01T10:00:00.000Z",
    isActive: true,
    itemCount: 4,
  },
  visitorToken: "t",
  visitorTokenExpiresAt: "2031-03-01T11:00:00.000Z",
  items: [
    {
      id: "1",
      itemType: "task",
      order: 0,
      itemData: {
        label: "Cap table",
        category: "Shares",
        description: "Who owns what.",
        completed: true,
        priority: "high",
        notes: "<b>not html</b>",
        documentUrl: null,
        documents: [
          {
            name: "Signed SHA",
            completed: true,
            fileUrl: "/api/shared/CODE_abcdefghijklmnopqrs/files/3f2b8c1e-1a2b-4c3d-8e9f-0123456789ab",
            fileName: "sha.pdf",
          },
          { name: "Board minutes", completed: true, fileUrl: "javascript:alert(1)", fileName: "Link attached" },
        ],
      },
    },
    {
      id: "2",
      itemType: "document",
      order: 1,
      itemData: { label: "ESOP pool", taskTitle: "Options", category: "Shares", completed: false, fileUrl: null, fileName: null },
    },
    {
      id: "3",
      itemType: "category",
      order: 2,
      itemData: {
        label: "Tax",
        category: "Tax",
        phaseName: "Financial",
        tasks: [
          {
            title: "GST returns",
            description: "",
            completed: false,
            priority: "low",
            documentUrl: "https://drive.example.com/gst",
            documents: [],
            notes: null,
          },
        ],
      },
    },
    {
      id: "4",
      itemType: "phase",
      order: 3,
      itemData: { label: "Legal", description: null, taskCount: 4, completedCount: 1, completed: false, sections: [] },
    },
  ],
};
