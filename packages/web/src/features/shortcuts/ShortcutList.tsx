/**
 * The shortcut list of the location and support screens (admin §2.5, §3): type, label, details, a Global
 * badge, and — on the support screen — the locations a shortcut is saved for (active links, by name).
 * Edit and Delete show where core's `canEditShortcut` allows them for the screen's form: support edits
 * any shortcut, a location only its own.
 */
import { Badge, Box, Flex, HStack, IconButton, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { canEditShortcut, type ShortcutForm } from '@vetrx/core/admin';
import { ADMIN_EMPTY_STATES, ADMIN_LABELS, PRACTICE_SETUP_LABELS as L } from '@vetrx/core/messages';
import { LuGlobe, LuMapPin, LuPencil, LuTrash2, LuZap } from 'react-icons/lu';

/** A shortcut as the Shortcut query answers it. */
export interface ListedShortcut {
  id: string;
  type: string;
  label: string;
  details: string;
  isGlobal: boolean;
  locationId?: string | null;
  shortcutsLocation?: ReadonlyArray<{ locationId: string; isActive: boolean; location?: { id: string; name: string } | null }> | null;
}

const TYPE_TONE: Record<string, string> = { SIG: 'teal', NC: 'purple', NP: 'orange' };

/** The names of the locations a shortcut is saved for (its active links). */
export function shortcutLocationNames(s: ListedShortcut): string[] {
  return (s.shortcutsLocation ?? []).filter((l) => l.isActive).map((l) => l.location?.name ?? l.locationId);
}

export interface ShortcutListProps {
  shortcuts: readonly ListedShortcut[];
  loading: boolean;
  form: ShortcutForm;
  onEdit(shortcut: ListedShortcut): void;
  onDelete(shortcut: ListedShortcut): void;
}

export function ShortcutList({ shortcuts, loading, form, onEdit, onDelete }: ShortcutListProps) {
  if (loading) {
    return (
      <Stack gap="2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h="16" borderRadius="lg" />
        ))}
      </Stack>
    );
  }
  if (shortcuts.length === 0) {
    return (
      <Stack align="center" py="12" gap="2" color="fg.muted" data-testid="shortcuts-empty">
        <Box fontSize="2xl" color="fg.subtle" aria-hidden>
          <LuZap />
        </Box>
        <Text fontWeight="medium">{ADMIN_EMPTY_STATES.noDataFound}</Text>
      </Stack>
    );
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" data-testid="shortcut-list">
      {shortcuts.map((s) => {
        const editable = canEditShortcut(s, form);
        const places = form === 'support' && !s.isGlobal ? shortcutLocationNames(s) : [];
        return (
          <Stack as="li" key={s.id} gap="1.5" p="3" borderWidth="1px" borderRadius="lg" bg={editable ? 'bg' : 'bg.subtle'} data-testid="shortcut-item" data-label={s.label}>
            <Flex gap="2" align="center">
              <Badge colorPalette={TYPE_TONE[s.type] ?? 'gray'} variant="subtle" minW="10" justifyContent="center" title={L.shortcutTypeNames[s.type as keyof typeof L.shortcutTypeNames]}>
                {s.type}
              </Badge>
              <Text fontWeight="semibold" minW="0" truncate>
                {s.label}
              </Text>
              {s.isGlobal && (
                <Badge variant="outline" size="sm" gap="1" title={form === 'location' ? L.globalReadOnly : undefined} flexShrink={0} data-testid="shortcut-global">
                  <LuGlobe aria-hidden /> {L.global}
                </Badge>
              )}
              {editable && (
                <HStack gap="1" ms="auto" flexShrink={0}>
                  <IconButton size="sm" variant="ghost" aria-label={`${ADMIN_LABELS.edit} ${s.label}`} onClick={() => onEdit(s)} data-testid="edit-shortcut">
                    <LuPencil />
                  </IconButton>
                  <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`${L.deleteShortcut} ${s.label}`} onClick={() => onDelete(s)} data-testid="delete-shortcut">
                    <LuTrash2 />
                  </IconButton>
                </HStack>
              )}
            </Flex>
            {places.length > 0 && (
              <Wrap gap="1.5" ps={{ md: '12' }} aria-label={L.location} data-testid="shortcut-locations">
                {places.map((name) => (
                  <Badge key={name} variant="surface" colorPalette="gray" size="sm" gap="1" maxW="full">
                    <LuMapPin aria-hidden />
                    <Text as="span" truncate>
                      {name}
                    </Text>
                  </Badge>
                ))}
              </Wrap>
            )}
            <Text textStyle="sm" color="fg.muted" lineClamp={3} whiteSpace="pre-wrap" ps={{ md: '12' }}>
              {s.details}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}
