/**
 * A location user's profile picture with Upload / Change and Remove (admin §7
 * LocationUserProfilePictureUpload, RemoveLocationUserProfilePicture). The chosen image is scaled in
 * the browser to fit 512 × 512 px before it is sent (so photos from a phone fit the 512 KB limit); the
 * server checks the type and size again (core's checkProfilePicture). Removing shows 'Remove
 * Successfully' / 'Profile removed sucessfully'.
 */
import { Avatar, Button, HStack, IconButton, Stack, Text, useFileUpload } from '@chakra-ui/react';
import { FileUpload } from '../../components/ui/chakra-late';
import { GetAdminLocationUserDocument } from '@vetrx/core/operations/GetAdminLocationUser';
import { LocationUserProfilePictureUploadDocument } from '@vetrx/core/operations/LocationUserProfilePictureUpload';
import { LocationsUsersDocument } from '@vetrx/core/operations/LocationsUsers';
import { MeDocument } from '@vetrx/core/operations/Me';
import { RemoveLocationUserProfilePictureDocument } from '@vetrx/core/operations/RemoveLocationUserProfilePicture';
import { checkProfilePicture, PROFILE_PICTURE_TYPES } from '@vetrx/core/admin';
import { ADMIN_TOASTS, USER_LABELS as L, USER_TOASTS } from '@vetrx/core/messages';
import { LuTrash2, LuUpload } from 'react-icons/lu';
import { useGqlMutation } from '../../api/useGqlMutation';
import { notify } from '../../components/ui/toaster';
import { Tooltip } from '../../components/ui/tooltip';
import { initialsOf } from '@vetrx/core/format';

const MAX_SIDE = 512;
const INVALIDATES = [GetAdminLocationUserDocument, LocationsUsersDocument, MeDocument];

/** The image scaled to fit MAX_SIDE (never enlarged), as PNG for PNG/GIF and JPEG otherwise. */
async function scaled(file: File): Promise<{ contentType: string; bytes: Uint8Array }> {
  const bitmap = await createImageBitmap(file);
  const ratio = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * ratio));
  canvas.height = Math.max(1, Math.round(bitmap.height * ratio));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  const contentType = file.type === 'image/png' || file.type === 'image/gif' ? 'image/png' : 'image/jpeg';
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, contentType, 0.9));
  if (!blob) return { contentType: file.type, bytes: new Uint8Array(await file.arrayBuffer()) };
  return { contentType, bytes: new Uint8Array(await blob.arrayBuffer()) };
}

function base64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

export interface ProfilePictureProps {
  locationUser: { id: string; displayName: string; profilePictureUrl: string | null };
  editable: boolean;
  /** 'inline': the actions beside the picture with the format hint; 'stacked': small actions under it. */
  layout?: 'inline' | 'stacked';
}

export function ProfilePicture({ locationUser, editable, layout = 'inline' }: ProfilePictureProps) {
  const upload = useGqlMutation(LocationUserProfilePictureUploadDocument, { invalidates: INVALIDATES, errorToast: USER_TOASTS.saveFailed });
  const remove = useGqlMutation(RemoveLocationUserProfilePictureDocument, { invalidates: INVALIDATES, errorToast: USER_TOASTS.saveFailed });
  const fileUpload = useFileUpload({
    maxFiles: 1,
    accept: [...PROFILE_PICTURE_TYPES],
    onFileAccept: async ({ files }) => {
      const file = files[0];
      if (!file) return;
      fileUpload.clearFiles();
      const image = await scaled(file).catch(async () => ({ contentType: file.type, bytes: new Uint8Array(await file.arrayBuffer()) }));
      const check = checkProfilePicture(image);
      if (!check.ok) {
        notify('error', { title: USER_TOASTS.saveFailed.title, description: check.errors.file });
        return;
      }
      upload.mutate(
        { locationUserId: locationUser.id, file: { fileName: file.name, contentType: check.value.contentType, base64: base64(image.bytes) } },
        { onSuccess: () => notify('success', USER_TOASTS.pictureUploaded) },
      );
    },
  });

  const uploadTrigger = (compact: boolean) => (
    <FileUpload.RootProvider value={fileUpload} w="auto">
      <FileUpload.HiddenInput aria-label={L.uploadPicture} data-testid="profile-picture-input" />
      <FileUpload.Trigger asChild>
        {compact ? (
          <IconButton size="xs" variant="ghost" colorPalette="brand" loading={upload.isPending} aria-label={locationUser.profilePictureUrl ? L.changePicture : L.uploadPicture}>
            <LuUpload />
          </IconButton>
        ) : (
          <Button size="xs" variant="outline" colorPalette="brand" loading={upload.isPending}>
            <LuUpload /> {locationUser.profilePictureUrl ? L.changePicture : L.uploadPicture}
          </Button>
        )}
      </FileUpload.Trigger>
    </FileUpload.RootProvider>
  );
  const removePicture = () => remove.mutate({ locationUserId: locationUser.id }, { onSuccess: () => notify('success', ADMIN_TOASTS.profilePictureRemoved) });
  const avatar = (
    <Avatar.Root size="2xl" colorPalette="brand" variant="subtle">
      <Avatar.Fallback name={locationUser.displayName} data-testid="profile-avatar">{initialsOf(locationUser.displayName)}</Avatar.Fallback>
      {locationUser.profilePictureUrl && <Avatar.Image src={locationUser.profilePictureUrl} alt={L.profilePicture} />}
    </Avatar.Root>
  );

  if (layout === 'stacked') {
    return (
      <Stack gap="1" align="center" flexShrink={0} data-testid="profile-picture">
        {avatar}
        {editable && (
          <HStack gap="0.5">
            <Tooltip content={L.pictureHint}>{uploadTrigger(true)}</Tooltip>
            {locationUser.profilePictureUrl && (
              <IconButton size="xs" variant="ghost" colorPalette="red" loading={remove.isPending} aria-label={L.removePicture} onClick={removePicture} data-testid="profile-picture-remove">
                <LuTrash2 />
              </IconButton>
            )}
          </HStack>
        )}
      </Stack>
    );
  }

  return (
    <HStack gap="4" align="center" data-testid="profile-picture">
      {avatar}
      {editable && (
        <Stack gap="2" align="start">
          <HStack gap="2">
            {uploadTrigger(false)}
            {locationUser.profilePictureUrl && (
              <Button size="xs" variant="ghost" colorPalette="red" loading={remove.isPending} onClick={removePicture} data-testid="profile-picture-remove">
                <LuTrash2 /> {L.removePicture}
              </Button>
            )}
          </HStack>
          <Text textStyle="xs" color="fg.muted">
            {L.pictureHint}
          </Text>
        </Stack>
      )}
    </HStack>
  );
}
