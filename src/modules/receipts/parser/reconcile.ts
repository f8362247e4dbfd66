/** The reconciliation of a receipt's lines with its printed figures lives in src/lib (shared with contributions). */
export * from "@/lib/receipt-reconcile";
