/** The keyboard shortcut shown on the button (the listener accepts Ctrl or Cmd everywhere). */
export function shortcutLabel(platform: string): string {
  return /mac|iphone|ipad/i.test(platform) ? "⌘K" : "Ctrl K";
}
