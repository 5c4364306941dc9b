/**
 * Tells every tab of this browser that an address was just verified (the /verify-email page), so
 * their banners ask at once instead of at their next poll. A hint only: each tab asks the server.
 */
const CHANNEL = "rr-email-verified";

export function announceEmailVerified(): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage("verified");
  channel.close();
}

/** Calls `listener` when any tab (this one included) announces a verification; returns the unsubscribe. */
export function onEmailVerifiedHere(listener: () => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => listener();
  return () => channel.close();
}
