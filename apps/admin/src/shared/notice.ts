/** The line a page shows above its content after an action in one of its parts (success or the failure's text). */
export interface Notice {
  kind: 'success' | 'error';
  text: string;
}
