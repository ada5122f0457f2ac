/**
 * The history page's first queries — its first page under no filter and the count — started ahead of the
 * page: at start-up for a first load of /history, and when a menu link to it is pressed
 * (decision 0239), so they travel while the page's code loads instead of after it has rendered.
 */
import { GetPrescriptionCountDocument } from '@vetrx/core/operations/GetPrescriptionCount';
import { GetPrescriptionHistoryDocument } from '@vetrx/core/operations/GetPrescriptionHistory';
import type { StartQuery } from '../../app/routing/types';
import { EMPTY_HISTORY_FILTERS, HISTORY_FIRST_PAGE_SIZE, historyCountVariables, historyVariables } from './variables';

export function prefetch(start: StartQuery, first: { locationId: string }): void {
  const vars = historyVariables(first.locationId, EMPTY_HISTORY_FILTERS, 1, HISTORY_FIRST_PAGE_SIZE);
  start(GetPrescriptionHistoryDocument, vars);
  start(GetPrescriptionCountDocument, historyCountVariables(vars));
}
