// What the chat assistant read a question as: written by the parser (chat-query.ts), applied and
// described by chat-answer.ts. Its own module so neither of the two imports the other.

/** What a question asks for. Values within one field are alternatives; fields combine. */
export interface ChatFilters {
  all?: boolean;
  /** Upper case: 'NBC'. */
  affiliates?: string[];
  /** USPS codes: 'TX'. */
  states?: string[];
  /** As spelled in the catalogue: 'Dallas-Fort Worth'. */
  markets?: string[];
  cities?: string[];
  callLetters?: string[];
  /** Lower-case phrases a show name must contain: 'houston life', 'morning'. */
  showWords?: string[];
  maxRate?: number;
  minRate?: number;
  /** 'cheapest' lists the lowest rates first, 'most expensive' the highest. */
  sort?: 'rate' | '-rate';
  /** Free text, only when nothing else was recognised: every word must appear in some field. */
  text?: string;
}
