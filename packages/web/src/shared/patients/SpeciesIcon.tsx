/** The icon of a species code (decorative; the species name is always shown beside it). */
import { Icon, type IconProps } from '@chakra-ui/react';
import { toSpeciesCode } from '@vetrx/core/patient';
import { LuBird, LuCat, LuDog, LuPawPrint, LuRabbit, LuTurtle } from 'react-icons/lu';

const ICONS = { canine: LuDog, feline: LuCat, avian: LuBird, small_animal: LuRabbit, reptile: LuTurtle } as const;

export function SpeciesIcon({ code, ...rest }: { code: string | null | undefined } & IconProps) {
  const species = toSpeciesCode(code);
  const Glyph = (species && species in ICONS ? ICONS[species as keyof typeof ICONS] : LuPawPrint);
  return (
    <Icon aria-hidden {...rest}>
      <Glyph />
    </Icon>
  );
}
