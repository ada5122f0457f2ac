/**
 * The catalogue facts a product's packshot shows (GET /product-images/{sku}/{view}.svg, src/http):
 * catalogue data, the same for everyone, so read without a caller.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { productPresentations, products } from '../db/schema/index.js';

/** What the packshot prints. */
export interface Packshot {
  title: string;
  sku: string;
  presentation: string;
  strength: string | null;
  pack: string | null;
}

/**
 * The packshot facts of a product by SKU, or null.
 *
 * @example
 * const shot = await packshotOf(db, 'GAB-100-CAP');
 */
export async function packshotOf(db: Db, sku: string): Promise<Packshot | null> {
  const [row] = await db
    .select({ title: products.title, sku: products.sku, strength: products.strengthDisplay, pack: products.packsizeDisplay, presentation: productPresentations.description })
    .from(products)
    .innerJoin(productPresentations, eq(productPresentations.id, products.productPresentationId))
    .where(eq(products.sku, sku))
    .limit(1);
  return row ?? null;
}
