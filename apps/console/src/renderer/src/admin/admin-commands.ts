// Menu and keyboard commands carried out on the shared admin views through their accessible
// roles (tabs and buttons), so @app/admin needs no console-specific API.

/** Selects the nth tab (0-based) of the admin panel; false when there is no such tab. */
export function selectTab(index: number, root: ParentNode = document): boolean {
  const tab = root.querySelectorAll<HTMLElement>('[role="tablist"] [role="tab"]')[index];
  if (!tab) return false;
  // Radix tabs activate on focus (automatic activation, as with the arrow keys) and on a
  // primary-button mousedown (not click); the second covers a tab that already had focus.
  tab.focus();
  if (tab.getAttribute('aria-selected') !== 'true') tab.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
  return true;
}

/** Clicks the Export button of the visible tab's table; false when the view has none. */
export function exportCurrentTable(root: ParentNode = document): boolean {
  const panel = root.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"]');
  const button = [...(panel?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find((b) => /^export\b/i.test(b.textContent?.trim() ?? ''));
  if (!button || button.disabled) return false;
  button.click();
  return true;
}
