/**
 * The product catalogue (issue 5): /products searches families, a result opens the product details
 * modal (carousel with autoplay when several images, price range, icons, collapsible panels), the
 * details page /products/{id}, and No Product Details Found! for an unknown product.
 */
import { expect, test } from '@playwright/test';
import { PRESCRIBING_EMPTY_STATES, PRESCRIBING_LABELS, PRESCRIBING_UI } from '@vetrx/core/messages';
import { screens, signIn } from './helpers';

test.describe('products', () => {
  test('search the catalogue, open the details modal and the details page', async ({ page }) => {
    await signIn(page, 'vet@demo.vetrx.dev', '/products');
    await expect(page.getByTestId('find-your-product')).toContainText(PRESCRIBING_EMPTY_STATES.findYourProduct.title);
    await page.getByLabel('Search By Product Name').fill('hydromorphone');
    const result = page.getByTestId('product-family-result').filter({ hasText: 'Hydromorphone Injectable' });
    await expect(result).toBeVisible();
    await expect(result.getByTestId('product-family-price')).toHaveText(/^\$\d+\.\d{2}( - \$\d+\.\d{2})?$/);
    await screens(page, 'products');

    await result.click();
    const modal = page.getByTestId('product-details-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('heading', { name: /Hydromorphone Injectable/ })).toBeVisible();
    await expect(modal.getByTestId('product-carousel')).toHaveAttribute('data-autoplay', 'true');
    await expect(modal.getByTestId('product-icons')).toContainText('Controlled (C-II)');
    for (const panel of [PRESCRIBING_LABELS.pricing, PRESCRIBING_LABELS.description, PRESCRIBING_LABELS.prescribingDetails, PRESCRIBING_LABELS.ingredients, PRESCRIBING_LABELS.additionalDetails]) {
      await expect(modal.getByRole('button', { name: panel })).toBeVisible();
    }
    await modal.getByRole('button', { name: PRESCRIBING_LABELS.ingredients }).click();
    await expect(modal.getByText(/Active ingredients: Hydromorphone/)).toBeVisible();
    await screens(page, 'product-details-modal');

    await modal.getByRole('button', { name: 'Details', exact: true }).click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByTestId('product-details')).toBeVisible();
    await screens(page, 'product-detail-page');

    await page.goto('/products/99999999');
    await expect(page.getByTestId('no-product-details')).toHaveText(PRESCRIBING_EMPTY_STATES.noProductDetails);
  });

  // Issue 11 item 10: the copy a new user reads first reads like a real label — no phrase said twice
  // ("in cats in cats", "in cats and dogs in dogs and cats"), drugs not listed as conditions.
  test('the demo catalogue reads like a real label', async ({ page }) => {
    await signIn(page, 'vet@demo.vetrx.dev');
    for (const family of ['Carprofen', 'Meloxicam', 'Buprenorphine']) {
      await page.goto('/products');
      await page.getByLabel('Search By Product Name').fill(family.toLowerCase());
      const result = page.getByTestId('product-family-result').filter({ hasText: family }).first();
      await expect(result).toBeVisible();
      await result.click();
      const modal = page.getByTestId('product-details-modal');
      await expect(modal).toBeVisible();
      await modal.getByRole('button', { name: PRESCRIBING_LABELS.prescribingDetails }).click();
      await expect(modal.getByText(PRESCRIBING_UI.precautions, { exact: true })).toBeVisible();
      const text = (await modal.innerText()).replace(/\s+/g, ' ');
      expect(text, family).toMatch(/Federal law restricts this drug/);
      // No run of two or more words said twice in a row.
      expect(text, family).not.toMatch(/\b((?:\w+ ){1,4}\w+) \1\b/i);
      expect(text, family).not.toMatch(/in (cats|dogs) and (cats|dogs) in (dogs|cats)/i);
      // "Do not use in patients with …" names conditions, not medicines.
      const contraindications = /Do not use in patients with (?!a known sensitivity)([^.]*)\./.exec(text)?.[1] ?? '';
      expect(contraindications, family).not.toMatch(/nsaid|prednisone|corticosteroid/i);
      await page.keyboard.press('Escape');
    }
  });
});
