/**
 * The picture of a product's dosage form (prescribing §2 Prescription detail view: "image chosen from
 * a table of about 80 dosage forms, with a not-found fallback"). Core picks the image for a dosage form
 * (`productImageForDosageForm`); the pictures are the app's `/dosage-forms/*.svg`. An unknown form, or
 * a picture that fails to load, shows the not-found picture.
 *
 * @example
 * <DosageFormImage dosageForm={product.productPresentation.dosageForm} size="20" />
 */
import { Box, type BoxProps, Image } from '@chakra-ui/react';
import { APPROVALS_RECORD_MESSAGES } from '@vetrx/core/messages';
import { DOSAGE_FORM_NOT_FOUND_IMAGE, productImageForDosageForm } from '@vetrx/core/product';
import { useState } from 'react';

/** Where the dosage-form pictures are served. */
export const DOSAGE_FORM_IMAGE_PATH = '/dosage-forms/';

export interface DosageFormImageProps extends Omit<BoxProps, 'children'> {
  /** The product presentation's dosage form, e.g. 'chewable-tablet' or 'Chewable Tablets'. */
  dosageForm: string | null | undefined;
  /** Side of the square tile (a size token). */
  size?: BoxProps['w'];
  /** Names the picture for screen readers (e.g. the form's description). */
  caption?: string | null;
}

export function DosageFormImage({ dosageForm, size = '20', caption, ...rest }: DosageFormImageProps) {
  const chosen = productImageForDosageForm(dosageForm);
  const [failed, setFailed] = useState(false);
  const name = failed ? DOSAGE_FORM_NOT_FOUND_IMAGE : chosen;
  const missing = name === DOSAGE_FORM_NOT_FOUND_IMAGE;
  return (
    <Box w={size} h={size} flexShrink={0} borderRadius="xl" bg="brand.subtle" borderWidth="1px" borderColor="brand.muted" p="2" data-image={name} {...rest}>
      <Image
        src={`${DOSAGE_FORM_IMAGE_PATH}${name}`}
        alt={missing ? APPROVALS_RECORD_MESSAGES.rxDetails.noImage : (caption ?? dosageForm ?? APPROVALS_RECORD_MESSAGES.rxDetails.fields.form)}
        w="full"
        h="full"
        objectFit="contain"
        onError={() => !failed && setFailed(true)}
      />
    </Box>
  );
}
