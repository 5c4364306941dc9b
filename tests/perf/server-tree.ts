import { isValidElement, type ReactNode } from "react";

type Globals = typeof globalThis & { __perfRequestCookie?: string };

/** The Cookie header the next/headers stub (tests/perf/next-headers-stub.ts) answers with. */
export function setRequestCookie(cookie: string | undefined): void {
  (globalThis as Globals).__perfRequestCookie = cookie;
}

type Component = (props: unknown) => unknown;
const isAsync = (fn: Component) => fn.constructor.name === "AsyncFunction";

/**
 * Runs the server half of a page the way a request would: every async (server) component in the
 * tree is called and awaited, so each of its database reads happens once. A sync component is
 * called too; one that needs React's dispatcher (a client component's hooks) stops the walk there,
 * as the client boundary does in Next.
 */
export async function renderServerTree(node: unknown): Promise<void> {
  const value = await node;
  if (Array.isArray(value)) {
    for (const child of value) await renderServerTree(child);
    return;
  }
  if (!isValidElement(value)) return;
  const { type, props } = value as { type: unknown; props: { children?: ReactNode } };
  if (typeof type === "function") {
    const component = type as Component;
    if (isAsync(component)) return renderServerTree(await component(props));
    let output: unknown;
    const report = console.error;
    console.error = () => {}; // React's "Invalid hook call" for the client components it stops at
    try {
      output = component(props);
    } catch {
      return;
    } finally {
      console.error = report;
    }
    return renderServerTree(output);
  }
  await renderServerTree(props.children);
}
