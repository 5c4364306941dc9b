import { notFound } from "next/navigation";

/** Any address no page answers: the 404 page inside app/(app)/layout.tsx (../not-found.tsx). */
export default function MissingPage(): never {
  notFound();
}
