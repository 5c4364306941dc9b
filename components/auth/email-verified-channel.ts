/**
 * Tells every tab of this browser that an address was just verified (the /verify-email page), so
 * their banners ask at once instead of at their next poll. A hint only: each tab asks the server.
 */
const CHANNEL = "rr-email-verified";

/**
 * Called by the page that has just had the server confirm the verification. This tab's banner hears
 * it at once through a window event (its server-asking watcher loads after the page and may not be
 * listening yet); the other tabs hear the channel.
 */
export function announceEmailVerified(): void {
  window.dispatchEvent(new Event(CHANNEL));
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

/** Calls `listener` when this tab's own page announces a verification the server confirmed; returns the unsubscribe. */
export function onEmailVerifiedInThisTab(listener: () => void): () => void {
  window.addEventListener(CHANNEL, listener);
  return () => window.removeEventListener(CHANNEL, listener);
}
