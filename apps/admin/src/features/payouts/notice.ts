/** A line the payouts page shows above its tables after an action in one of its parts. */
export interface Notice {
  kind: 'success' | 'error';
  text: string;
}
