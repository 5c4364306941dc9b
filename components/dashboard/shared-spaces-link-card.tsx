"use client";

import Link from "next/link";
import { SPACES_CARD_CLASS, SpacesCardFace } from "@/components/sharing/spaces-card-face";
import { spacesPage } from "@/lib/messages/spaces";
import { SPACES_PATH } from "@/lib/sharing/analytics-links";

/**
 * The dashboard's Shared Spaces card for a member who may not share: the same figures, as a link
 * to the links page they may read (/spaces), instead of the dialog that creates and edits spaces.
 */
export function SharedSpacesLinkCard() {
  return (
    <Link href={SPACES_PATH} className={SPACES_CARD_CLASS}>
      <SpacesCardFace hint={spacesPage.viewOnlyCardHint} />
    </Link>
  );
}
