/** A question and answer of the FAQ, with its category's name. */
export interface Faq {
  id: number;
  question: string;
  answer: string;
  faqCategoryName: string;
  /** Admin lists include hidden entries. */
  visible: boolean;
}
