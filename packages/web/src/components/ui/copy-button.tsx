/**
 * Copies a text to the clipboard and says so with the spec's toasts (clients §8): 'Copied!',
 * 'Failed to copy!', or 'No text to copy!' when there is nothing to copy; 1.5 s each.
 *
 * @example
 * <CopyButton text={order.orderNumber} label="Copy order number" />
 */
import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { CLIENT_TOASTS } from '@vetrx/core/messages';
import { LuCopy } from 'react-icons/lu';
import { notify } from './toaster';
import { TOAST_DURATION } from '../../lib/ui-constants';

/** Copies `text`; resolves to the toast shown. */
export async function copyText(text: string | null | undefined): Promise<'copied' | 'failed' | 'empty'> {
  const value = (text ?? '').trim();
  const options = { duration: TOAST_DURATION.short };
  if (!value) {
    notify('warning', CLIENT_TOASTS.noTextToCopy, options);
    return 'empty';
  }
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(value);
    notify('success', CLIENT_TOASTS.copied, options);
    return 'copied';
  } catch {
    notify('error', CLIENT_TOASTS.copyFailed, options);
    return 'failed';
  }
}

export interface CopyButtonProps extends Omit<IconButtonProps, 'onClick' | 'aria-label'> {
  text: string | null | undefined;
  label: string;
}

export function CopyButton({ text, label, ...rest }: CopyButtonProps) {
  return (
    <IconButton aria-label={label} size="2xs" variant="ghost" color="fg.muted" onClick={() => void copyText(text)} {...rest}>
      <LuCopy />
    </IconButton>
  );
}
