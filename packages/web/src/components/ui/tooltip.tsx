/** Tooltip (Chakra v3 snippet, wrapped once): `<Tooltip content="…"><Button/></Tooltip>`. */
import { Portal } from '@chakra-ui/react';
import { Tooltip as ChakraTooltip } from './chakra-late';
import * as React from 'react';
import { TOOLTIP_DELAYS } from './tooltip-delays';

export interface TooltipProps extends ChakraTooltip.RootProps {
  showArrow?: boolean;
  portalled?: boolean;
  portalRef?: React.RefObject<HTMLElement | null>;
  content: React.ReactNode;
  contentProps?: ChakraTooltip.ContentProps;
  disabled?: boolean;
}

export const Tooltip = React.forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(props, ref) {
  const { showArrow, children, disabled, portalled = true, content, contentProps, portalRef, ...rest } = props;
  if (disabled) return children;
  return (
    <ChakraTooltip.Root openDelay={TOOLTIP_DELAYS.open} closeDelay={TOOLTIP_DELAYS.close} {...rest}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal disabled={!portalled} container={portalRef}>
        <TooltipBody ref={ref} showArrow={showArrow} content={content} contentProps={contentProps} />
      </Portal>
    </ChakraTooltip.Root>
  );
});

/** What a tooltip draws inside its root: the positioner, the content and the optional arrow (also DeferredTooltip's popup). */
export const TooltipBody = React.forwardRef<HTMLDivElement, Pick<TooltipProps, 'showArrow' | 'content' | 'contentProps'>>(function TooltipBody(
  { showArrow, content, contentProps },
  ref,
) {
  return (
    <ChakraTooltip.Positioner>
      <ChakraTooltip.Content ref={ref} {...contentProps}>
        {showArrow && (
          <ChakraTooltip.Arrow>
            <ChakraTooltip.ArrowTip />
          </ChakraTooltip.Arrow>
        )}
        {content}
      </ChakraTooltip.Content>
    </ChakraTooltip.Positioner>
  );
});
