import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The search dialog's parts, as a reader finds them by role and name. */
export const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
export const input = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search the documentation' });
export const options = (page: Page) => dialog(page).getByRole('option');
export const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });

/** Opens search from the top bar's button. */
export async function openSearch(page: Page): Promise<void> {
  await searchButton(page).click();
  await expect(input(page)).toBeFocused();
}

/** Types a query and waits until the results (or the no-results message) for it are in. */
export async function search(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  const status = dialog(page).getByRole('status');
  await expect(status).toHaveAttribute('data-query', query);
  await expect(status).toHaveAttribute('data-state', 'ready');
}
