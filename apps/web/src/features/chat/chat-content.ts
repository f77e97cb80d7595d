// Fixed texts of the chat page.

/** Quick buttons: the label and the question each one asks. */
export const QUICK_QUESTIONS = [
  { label: 'All Stations', query: 'Show me all stations' },
  { label: 'Texas Stations', query: 'Show me stations in Texas' },
  { label: 'NBC Stations', query: 'Show me NBC stations' },
  { label: 'Under $2000', query: 'Show me stations under $2000' },
] as const;

export const WELCOME_TEXT =
  "Hi! I'm your TV booking assistant. Ask me in plain words and I'll find the stations that fit: " +
  'by state, city or market, network, show, call letters or budget. For example:';

/** Example questions shown under the welcome message; each one can be asked with a click. */
export const EXAMPLE_QUESTIONS = [
  'NBC stations in Texas under $2,000',
  'Morning shows in Arizona',
  'Houston stations over $1k',
  'ABC or CBS stations in Florida',
] as const;
