import { referencedFileIds, toVisitorItem, visitorItemData } from "./render";

const fileId = "3f2b8c1e-1a2b-4c3d-8e9f-0123456789ab";
const otherId = "4f2b8c1e-1a2b-4c3d-8e9f-0123456789ab";

/** The founder's progress as well as what was provided ("Show checklist status" on). */
const STATUS = { includeNotes: false, showStatus: true };

describe("visitor view of snapshots", () => {
  it("rewrites our file links, keeps http(s) links and drops anything else", () => {
    const data = visitorItemData(
      "task",
      "CODE",
      {
        label: "Cap table",
        category: "Shares",
        completed: true,
        priority: "high",
        notes: "n",
        documentUrl: "javascript:alert(1)",
        documents: [
          { name: "A", completed: true, fileUrl: `/api/files/${fileId}`, fileName: "a.pdf" },
          { name: "B", completed: true, fileUrl: "https://drive.example.com/x", fileName: "Link attached" },
          { name: "C", completed: false, fileUrl: "/api/company/secret", fileName: null },
        ],
        companyId: "leak",
      },
      STATUS,
    );
    expect(data.documentUrl).toBeNull();
    expect(data.documents.map((d) => d.fileUrl)).toEqual([`/api/shared/CODE/files/${fileId}`, "https://drive.example.com/x", null]);
    // By default only what has a file or a link.
    expect(visitorItemData("task", "CODE", { documents: [{ name: "C", completed: false, fileUrl: "/api/company/secret" }] }).documents).toEqual([]);
    expect(JSON.stringify(data)).not.toContain("leak");
  });

  it("strips the phase id from sections and the ids from rows", () => {
    const snapshot = {
      label: "Tax",
      category: "Tax",
      phaseId: "p-1",
      tasks: [{ title: "GST", completed: false, priority: "low", documentUrl: `/api/files/${fileId}` }],
    };
    const item = toVisitorItem("CODE", { id: "row", itemType: "category", order: 2, itemData: snapshot }, snapshot, STATUS);
    expect(item).toEqual({
      id: "row",
      itemType: "category",
      order: 2,
      itemData: {
        label: "Tax",
        category: "Tax",
        phaseName: "",
        tasks: [
          {
            title: "GST",
            description: "",
            completed: false,
            priority: "low",
            documentUrl: `/api/shared/CODE/files/${fileId}`,
            documents: [],
            notes: null,
          },
        ],
      },
    });
    expect(toVisitorItem("CODE", { id: "x", itemType: "secret", order: 0, itemData: {} }, {})).toBeNull();
  });

  it("lists the stored files a snapshot links to", () => {
    expect(referencedFileIds({ fileUrl: `/api/files/${fileId}` })).toEqual([fileId]);
    expect(
      referencedFileIds({
        documents: [{ fileUrl: `/api/files/${fileId}` }, { fileUrl: "https://x.io" }],
        documentUrl: `/api/files/${otherId}`,
      }).sort(),
    ).toEqual([fileId, otherId].sort());
    expect(referencedFileIds({ tasks: [{ documentUrl: `/api/files/${otherId}` }] })).toEqual([otherId]);
    expect(referencedFileIds(null)).toEqual([]);
  });

  it("keeps notes out unless the space includes them, in tasks and in the tasks of sections and phases", () => {
    const task = { label: "Cap table", notes: "secret", documents: [] };
    const inner = { title: "GST", notes: "secret" };
    expect(visitorItemData("task", "CODE", task).notes).toBeNull();
    expect(visitorItemData("task", "CODE", task, { includeNotes: true }).notes).toBe("secret");
    expect(visitorItemData("category", "CODE", { tasks: [inner] }, STATUS).tasks[0].notes).toBeNull();
    expect(visitorItemData("phase", "CODE", { sections: [{ category: "Tax", tasks: [inner] }] }, STATUS).sections[0].tasks[0].notes).toBeNull();
    expect(
      visitorItemData("phase", "CODE", { sections: [{ category: "Tax", tasks: [inner] }] }, { ...STATUS, includeNotes: true }).sections[0].tasks[0]
        .notes,
    ).toBe("secret");
  });

  it("shows an item deleted since sharing by its stored label only, marked removed", () => {
    const stored = { label: "Cap table", notes: "secret", documents: [{ name: "A", fileUrl: `/api/files/${fileId}` }] };
    const item = toVisitorItem("CODE", { id: "row", itemType: "task", order: 0, itemData: stored }, null, { includeNotes: true, showStatus: true });
    expect(item).toMatchObject({ removed: true, itemData: { label: "Cap table", notes: null, documents: [] } });
    expect(JSON.stringify(item)).not.toContain(fileId);
  });

  it("lists the files of a phase's sections", () => {
    expect(referencedFileIds({ sections: [{ tasks: [{ documents: [{ fileUrl: `/api/files/${fileId}` }] }] }] })).toEqual([fileId]);
  });
});
