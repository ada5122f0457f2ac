/** The form's product card: the product, its form, strength and pack size; quantity, units per fill and price. */
import { Badge, Button, Flex, Grid, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { NumberInput } from '../../../components/ui/chakra-late';
import { PRESCRIBING_FORM_LABELS as L, PRESCRIBING_UI } from '@vetrx/core/messages';
import type { PrescriptionFormView } from '@vetrx/core/prescription';
import { BRAND_PORTAL_TYPE, changePickQuantity, changePickStrength } from '@vetrx/core/product';
import { LuInfo, LuShieldAlert } from 'react-icons/lu';
import { dosageFormImageUrl } from '../../products/images';
import type { LoadedProduct } from '../product';
import type { FamilyProduct, useFormData } from '../useFormData';
import { Bound, type FormWiring, Section, Select } from './parts';

export interface ProductSectionProps {
  form: FormWiring;
  product: PrescriptionFormView['sections']['product'];
  quantity: PrescriptionFormView['sections']['quantity'];
  loaded: LoadedProduct;
  data: ReturnType<typeof useFormData>;
  presentationId: string | null;
  /** The location's portal type (the brand portal steps the quantity). */
  portal: string | null;
  selectProduct(p: FamilyProduct | LoadedProduct): void;
  clearProduct(presentationId: string): void;
  onDetails(): void;
}

export function ProductSection({ form, product: view, quantity, loaded: product, data, presentationId, portal, selectProduct, clearProduct, onDetails }: ProductSectionProps) {
  const { values, change } = form;
  const strengthsOfForm = data.strengths;
  const candidates = strengthsOfForm.find((s) => s.strength === values.strength)?.products ?? [];
  return (
    <Section testId="form-product">
      <Flex gap="4" align="start" direction={{ base: 'column', sm: 'row' }}>
        <Image src={product.imageFront ?? dosageFormImageUrl(product.productPresentation.dosageForm)} alt="" boxSize="20" objectFit="contain" bg="bg.muted" borderRadius="lg" flexShrink={0} />
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold" textStyle="lg" data-testid="form-product-name">
              {product.productFamily.name}
            </Text>
            {product.isControlled && (
              <Badge colorPalette="red" variant="solid" gap="1">
                <LuShieldAlert /> {product.deaSchedule}
              </Badge>
            )}
            {product.compound && <Badge colorPalette="purple">{PRESCRIBING_UI.compound}</Badge>}
            <Badge colorPalette="gray">{product.productApprovalType}</Badge>
            {product.productFamily.isPrnOnly && <Badge colorPalette="blue">{PRESCRIBING_UI.prnOnly}</Badge>}
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            {product.title}
          </Text>
        </Stack>
        <Button size="sm" variant="ghost" onClick={onDetails}>
          <LuInfo /> {PRESCRIBING_UI.openDetails}
        </Button>
      </Flex>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="4">
        <Bound name="productPresentationId" form={form} view={view.form} label={L.form}>
          {(f) => (
            <Select
              id={f.id}
              value={String(values.productPresentationId ?? '')}
              onBlur={f.onBlur}
              testId="select-form"
              onChange={(id) => {
                if (id && id !== String(values.productPresentationId)) clearProduct(id);
              }}
            >
              {data.forms.map((fo) => (
                <option key={fo.id} value={fo.id}>
                  {fo.description}
                </option>
              ))}
            </Select>
          )}
        </Bound>
        <Bound name="strength" form={form} view={view.strength} label={L.strength}>
          {(f) => (
            <Select
              id={f.id}
              value={values.strength ?? ''}
              onBlur={f.onBlur}
              testId="select-strength"
              onChange={(strength) => {
                const list = strengthsOfForm.find((s) => s.strength === strength)?.products ?? [];
                const pick = changePickQuantity(changePickStrength({ productPresentationId: presentationId, strength: values.strength, quantity: null, productId: values.productId }, strength), null, list.map((p) => ({ id: p.id, packsizeQty: p.packsizeQty })), portal);
                const next = list.find((p) => p.id === pick.productId);
                if (next) selectProduct(next);
                else change('strength', strength || null);
              }}
            >
              <option value="">{L.choose}</option>
              {strengthsOfForm.map((s) => (
                <option key={s.strength} value={s.strength}>
                  {s.strength}
                  {s.productWeightRange ? ` (${s.productWeightRange})` : ''}
                </option>
              ))}
            </Select>
          )}
        </Bound>
        <Bound name="productId" form={form} view={view.pack} label={L.packSize}>
          {(f) => (
            <Select
              id={f.id}
              value={String(values.productId ?? '')}
              onBlur={f.onBlur}
              testId="select-pack"
              onChange={(id) => {
                const chosen = candidates.find((p) => p.id === id);
                if (!chosen) return;
                const pick = changePickQuantity({ productPresentationId: presentationId, strength: values.strength, quantity: null, productId: values.productId }, chosen.packsizeQty, candidates.map((p) => ({ id: p.id, packsizeQty: p.packsizeQty })), portal);
                const next = candidates.find((p) => p.id === pick.productId) ?? chosen;
                selectProduct(next);
              }}
            >
              <option value="">{L.choose}</option>
              {candidates.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.packsizeDisplay ?? p.packsizeQty}
                  {p.isActive ? '' : ` — ${PRESCRIBING_UI.inactive}`}
                </option>
              ))}
            </Select>
          )}
        </Bound>
      </Grid>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="4" alignItems="start">
        <Bound name="quantity" form={form} view={quantity.field} label={L.quantity}>
          {(f) =>
            portal === BRAND_PORTAL_TYPE ? (
              <NumberInput.Root
                // The field's id on the input through the component, so the stepper buttons' aria-controls names it.
                ids={{ input: f.id }}
                value={values.quantity === null ? '' : String(values.quantity)}
                min={quantity.min}
                max={quantity.max}
                step={1}
                clampValueOnBlur={false}
                onValueChange={(e) => change('quantity', Number.isNaN(e.valueAsNumber) ? e.value : e.valueAsNumber)}
                onBlur={f.onBlur}
                data-testid="quantity-stepper"
              >
                <NumberInput.Control />
                <NumberInput.Input inputMode="numeric" />
              </NumberInput.Root>
            ) : (
              <Input id={f.id} inputMode="numeric" value={values.quantity ?? ''} onChange={(e) => change('quantity', e.target.value)} onBlur={f.onBlur} data-testid="quantity-input" />
            )
          }
        </Bound>
        <Stack gap="1.5">
          <Text textStyle="sm" fontWeight="medium">
            {L.unitsPerFill}
          </Text>
          <Text fontWeight="semibold" data-testid="units-per-fill" py="2">
            {quantity.unitsPerFill ?? '—'}
          </Text>
        </Stack>
        {quantity.price && (
          <Stack gap="1.5" data-testid="price">
            <Text textStyle="sm" fontWeight="medium">
              {L.price}
            </Text>
            <HStack py="2" gap="3" wrap="wrap">
              <Text fontWeight="semibold" data-testid="price-value">
                {quantity.price}
              </Text>
              {quantity.autoshipPrice !== null && (
                <Text textStyle="sm" color="fg.muted" data-testid="autoship-price">
                  {L.autoshipPrice}: {quantity.autoshipPrice}
                </Text>
              )}
            </HStack>
          </Stack>
        )}
      </Grid>
    </Section>
  );
}
