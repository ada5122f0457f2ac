import type { RxDetailRow, RxStatusSource } from '@vetrx/core/record';
import type { Fact } from '../../components/ui/fact-list';
import { RxStatusBadge } from './badges';

/** The Rx detail rows (core's buildRxDetailRows) as facts, the status as its badge. */
export function rxFacts(rx: RxStatusSource, rows: readonly RxDetailRow[]): Fact[] {
  return rows.map((row) => ({ label: row.label, field: row.field, value: row.field === 'status' ? <RxStatusBadge rx={rx} size="xs" /> : row.value }));
}
