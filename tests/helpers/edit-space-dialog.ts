import type { SharedSpace } from "@/lib/queries/shared-spaces";

/**
 * The opening of the Edit Shared Space dialog's component tests (components/sharing/*.test.tsx).
 * Each file mocks the space hooks with what this module holds, so every file sees the same mocks:
 *
 *   jest.mock("@/lib/queries/shared-spaces", () => jest.requireActual("@/tests/helpers/edit-space-dialog").spaceHooksMock);
 */

/** The `mutateAsync` of the mocked useUpdateSpace: what the dialog's save sends. */
export const mockUpdateSpace = jest.fn();

/** The hooks the dialog reads from @/lib/queries/shared-spaces. */
export const spaceHooksMock = {
  useUpdateSpace: jest.fn(() => ({ mutateAsync: mockUpdateSpace, isPending: false })),
  useRevokeSpace: jest.fn(() => ({ mutateAsync: jest.fn(), isPending: false })),
};

/** Radix measures its popovers with ResizeObserver, which jsdom lacks. */
export function stubResizeObserver() {
  beforeAll(() => {
    global.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as never;
  });
}

/** A shared space as the dialog gets it: "Seed room", active, no items, unless `overrides` say otherwise. */
export function testSharedSpace(overrides: Partial<SharedSpace> = {}): SharedSpace {
  return {
    id: "s1",
    companyId: "c1",
    name: "Seed room",
    description: null,
    expiresAt: "2999-01-01T00:00:00.000Z",
    accessCode: "code",
    shareCode: "code",
    isActive: true,
    viewCount: 0,
    itemCount: 0,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    items: [],
    ...overrides,
  };
}
