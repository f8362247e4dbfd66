/**
 * User Timing marks for the steps of one scan ("receipt-scan:<step>"), so a slow scan can be taken
 * apart in the browser's performance panel; scripts/bench-receipt-dialog.ts reads them to print
 * where a scan's time went. A mark costs microseconds and nothing is sent anywhere.
 */
export const SCAN_MARK_PREFIX = "receipt-scan:";

export function markScan(step: string): void {
  try {
    performance.mark(`${SCAN_MARK_PREFIX}${step}`);
  } catch {
    // No User Timing (very old browsers): nothing to record.
  }
}
