/**
 * notFound() from any page here, and every unknown address ([...missing]/page.tsx): drawn inside
 * app/(app)/layout.tsx, so with the nav bar and rendered per request under the nonce CSP. The root
 * app/not-found.tsx stays static: Next renders it into every page's tree, the static `/` too.
 */
export { default, metadata } from "../not-found";
