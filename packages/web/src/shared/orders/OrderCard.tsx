/**
 * An order card (clients §2 Order History): order number, created time, placed-by label, status; the
 * line items — the first product and '... N more products' when there are more than 2 (a button that
 * shows them all) — each with its patient, quantity, display status (an in-progress or
 * ready-for-fulfillment line marked shipped reads Shipped) and tracking link (a web search when there
 * is no tracking URL).
 */
import { Badge, Box, Button, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Separator } from '../../components/ui/chakra-late';
import type { OrderFieldsFragment } from '@vetrx/core/fragments/OrderFields';
import { clientFullName } from '@vetrx/core/client';
import { formatDateTime } from '@vetrx/core/format';
import { CLIENT_SCREEN_LABELS as L } from '@vetrx/core/messages';
import { lineItemDisplayStatus, orderCardLineItems, orderStatusLabel, placedByLabel, trackingLink } from '@vetrx/core/order';
import { useState } from 'react';
import { LuCalendar, LuExternalLink, LuPackage, LuPawPrint, LuTruck, LuUser } from 'react-icons/lu';
import { CopyButton } from '../../components/ui/copy-button';

type Line = OrderFieldsFragment['lineItems'][number];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function statusPalette(display: string): string {
  const s = display.toLowerCase();
  if (/(shipped|delivered|picked up|recieved|received|completed|fulfilled)/.test(s)) return 'green';
  if (/(cancel|void|refund|duplicate)/.test(s)) return 'gray';
  return 'orange';
}

function LineItem({ line }: { line: Line }) {
  const status = lineItemDisplayStatus({ status: line.status, shipped: line.shipped });
  const tracking = trackingLink(line.shipment);
  return (
    <Flex as="li" gap="3" justify="space-between" align={{ base: 'start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} py="2" data-testid="order-line">
      <Stack gap="0.5" minW="0" maxW="full" w={{ base: 'full', sm: 'auto' }} flex={{ sm: '1' }}>
        <HStack gap="2" minW="0">
          <Box color="fg.muted" aria-hidden flexShrink={0}>
            <LuPackage />
          </Box>
          <Text fontWeight="medium" truncate>
            {line.product?.title ?? line.product?.sku}
          </Text>
        </HStack>
        <HStack gap="3" textStyle="xs" color="fg.muted" wrap="wrap" pl="6">
          {line.patient && (
            <HStack gap="1">
              <LuPawPrint aria-hidden />
              <Text>{line.patient.name}</Text>
            </HStack>
          )}
          {line.dispensedQuantity != null && (
            <Text>
              {L.quantity} {line.dispensedQuantity}
            </Text>
          )}
          {line.pharmacy && <Text>{line.pharmacy}</Text>}
        </HStack>
      </Stack>
      <HStack gap="3" flexShrink={0} pl={{ base: '6', sm: '0' }} maxW="full" wrap="wrap">
        {tracking && (
          <Link href={tracking.href} target="_blank" rel="noopener noreferrer" textStyle="xs" color="brand.fg" wordBreak="break-all" data-testid="tracking-link">
            <LuTruck aria-hidden /> {tracking.text}
            <LuExternalLink aria-hidden />
          </Link>
        )}
        <Badge colorPalette={statusPalette(status)} variant="subtle" textTransform="capitalize" data-testid="line-status">
          {status}
        </Badge>
      </HStack>
    </Flex>
  );
}

export function OrderCard({ order, showClient }: { order: OrderFieldsFragment; showClient: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const lines = orderCardLineItems(order.lineItems);
  const shown = expanded ? order.lineItems : lines.shown;
  const placedBy = placedByLabel(order.placedBy);
  return (
    <Box layerStyle="card" as="article" p={{ base: '4', md: '5' }} data-testid="order-card" aria-label={`${L.orderNumber}${order.orderNumber}`}>
      <Flex justify="space-between" gap="3" wrap="wrap" align="start">
        <Stack gap="1">
          <HStack gap="1">
            <Text fontWeight="semibold" textStyle="md" data-testid="order-number">
              {L.orderNumber}
              {order.orderNumber}
            </Text>
            <CopyButton text={order.orderNumber} label={`${L.copy} ${order.orderNumber}`} />
          </HStack>
          <HStack gap="4" textStyle="sm" color="fg.muted" wrap="wrap">
            <HStack gap="1.5">
              <LuCalendar aria-hidden />
              <Text>{formatDateTime(order.createdAt)}</Text>
            </HStack>
            {placedBy && (
              <Text data-testid="placed-by">
                {L.orderPlacedBy}: {placedBy}
              </Text>
            )}
            {showClient && order.locationClient && (
              <HStack gap="1.5">
                <LuUser aria-hidden />
                <Text>{clientFullName(order.locationClient)}</Text>
              </HStack>
            )}
          </HStack>
        </Stack>
        <Flex direction={{ base: 'row', sm: 'column' }} gap={{ base: '3', sm: '1' }} align={{ base: 'center', sm: 'end' }}>
          <Badge colorPalette={statusPalette(order.status.code)} size="md" data-testid="order-status">
            {orderStatusLabel(order.status.code)}
          </Badge>
          {order.amount != null && (
            <Text textStyle="sm" fontWeight="medium" fontVariantNumeric="tabular-nums">
              {currency.format(order.amount)}
            </Text>
          )}
        </Flex>
      </Flex>
      <Separator my="3" />
      <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" css={{ "& > li + li": { borderTopWidth: "1px", borderColor: "border" } }}>
        {shown.map((line) => (
          <LineItem key={line.id} line={line} />
        ))}
      </Stack>
      {lines.moreText && (
        <Button variant="plain" size="xs" px="0" mt="1" color="brand.fg" onClick={() => setExpanded((e) => !e)} aria-expanded={expanded}>
          {expanded ? L.showFewerProducts : lines.moreText}
        </Button>
      )}
    </Box>
  );
}
