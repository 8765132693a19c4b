import type { Locator, Page } from 'playwright-core';

/** The toast list (Radix's "Notifications (F8)" region), so a toast's text is not also matched in its screen-reader announcement. */
export const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

/** Waits for the toast titled `title` (and reading `description`, when given); returns it. */
export async function toast(page: Page, title: string, description?: string): Promise<Locator> {
  let item = notifications(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
  if (description) item = item.filter({ has: page.getByText(description, { exact: true }) });
  await item.first().waitFor();
  return item.first();
}

/** The dashboard's right-hand panel: upload, processing, results, no credits. */
export const detailsPanel = (page: Page) => page.getByRole('region', { name: 'Document details', exact: true });

/** The credits banner. */
export const creditsBanner = (page: Page) => page.getByRole('region', { name: 'Credits', exact: true });
