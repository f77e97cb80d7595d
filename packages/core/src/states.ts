export interface UsState {
  code: string;
  name: string;
}

/** The 50 states plus the District of Columbia, with their USPS codes. */
export const US_STATES: readonly UsState[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];

// Names shared by several places (Portland, Springfield, Columbus...) go to the largest one;
// "City, ST" in a search term overrides that.
const CITIES_BY_STATE: Record<string, readonly string[]> = {
  AL: ['birmingham', 'montgomery', 'huntsville', 'mobile', 'tuscaloosa', 'dothan'],
  AK: ['anchorage', 'fairbanks', 'juneau'],
  AZ: ['phoenix', 'tucson', 'mesa', 'chandler', 'scottsdale', 'glendale', 'gilbert', 'tempe', 'yuma', 'flagstaff'],
  AR: ['little rock', 'fort smith', 'jonesboro', 'springdale'],
  CA: [
    'los angeles',
    'san diego',
    'san jose',
    'san francisco',
    'fresno',
    'sacramento',
    'long beach',
    'oakland',
    'bakersfield',
    'anaheim',
    'santa ana',
    'riverside',
    'stockton',
    'irvine',
    'san bernardino',
    'modesto',
    'palm springs',
    'santa barbara',
    'monterey',
    'salinas',
    'chico',
    'redding',
    'eureka',
    'oxnard',
    'lancaster',
    'concord',
  ],
  CO: ['denver', 'colorado springs', 'aurora', 'fort collins', 'boulder', 'pueblo', 'grand junction'],
  CT: ['bridgeport', 'new haven', 'hartford', 'stamford'],
  DE: ['dover'],
  DC: ['washington dc'],
  FL: [
    'miami',
    'orlando',
    'tampa',
    'jacksonville',
    'st petersburg',
    'saint petersburg',
    'tallahassee',
    'fort lauderdale',
    'west palm beach',
    'fort myers',
    'naples',
    'gainesville',
    'pensacola',
    'panama city',
    'sarasota',
    'hialeah',
    'cape coral',
    'daytona beach',
    'melbourne',
  ],
  GA: ['atlanta', 'savannah', 'augusta', 'macon', 'athens'],
  HI: ['honolulu', 'hilo'],
  ID: ['boise', 'idaho falls', 'twin falls', 'pocatello', 'meridian'],
  IL: ['chicago', 'peoria', 'rockford', 'champaign', 'naperville', 'joliet'],
  IN: ['indianapolis', 'fort wayne', 'evansville', 'south bend', 'terre haute'],
  IA: ['des moines', 'cedar rapids', 'davenport', 'sioux city', 'waterloo'],
  KS: ['wichita', 'topeka', 'overland park', 'lawrence'],
  KY: ['louisville', 'lexington', 'bowling green', 'paducah'],
  LA: ['new orleans', 'baton rouge', 'shreveport', 'lafayette', 'lake charles', 'monroe'],
  ME: ['bangor', 'presque isle', 'lewiston'],
  MD: ['baltimore', 'salisbury', 'hagerstown', 'frederick', 'annapolis'],
  MA: ['boston', 'worcester', 'cambridge', 'lowell'],
  MI: ['detroit', 'grand rapids', 'lansing', 'flint', 'kalamazoo', 'traverse city', 'ann arbor', 'marquette', 'saginaw'],
  MN: ['minneapolis', 'st paul', 'saint paul', 'duluth', 'mankato'],
  MS: ['jackson', 'gulfport', 'biloxi', 'hattiesburg', 'tupelo'],
  MO: ['kansas city', 'st louis', 'saint louis', 'springfield', 'joplin', 'jefferson city', 'st joseph'],
  MT: ['billings', 'missoula', 'great falls', 'helena', 'butte', 'bozeman'],
  NE: ['omaha', 'lincoln', 'north platte', 'grand island'],
  NV: ['las vegas', 'reno', 'henderson', 'carson city'],
  NH: ['manchester', 'nashua'],
  NJ: ['newark', 'jersey city', 'paterson', 'trenton', 'atlantic city', 'camden'],
  NM: ['albuquerque', 'santa fe', 'las cruces', 'roswell'],
  NY: [
    'new york',
    'new york city',
    'nyc',
    'brooklyn',
    'queens',
    'manhattan',
    'bronx',
    'buffalo',
    'rochester',
    'syracuse',
    'albany',
    'binghamton',
    'utica',
    'elmira',
    'watertown',
    'yonkers',
  ],
  NC: ['charlotte', 'raleigh', 'greensboro', 'durham', 'winston salem', 'wilmington', 'asheville', 'fayetteville'],
  ND: ['fargo', 'bismarck', 'grand forks', 'minot'],
  OH: ['columbus', 'cleveland', 'cincinnati', 'toledo', 'akron', 'dayton', 'youngstown', 'lima', 'zanesville', 'canton'],
  OK: ['oklahoma city', 'tulsa', 'norman', 'lawton'],
  OR: ['portland', 'eugene', 'salem', 'medford', 'bend'],
  PA: ['philadelphia', 'pittsburgh', 'harrisburg', 'allentown', 'erie', 'scranton', 'wilkes barre', 'johnstown', 'reading'],
  RI: ['providence', 'warwick'],
  SC: ['columbia', 'charleston', 'greenville', 'spartanburg', 'myrtle beach', 'florence'],
  SD: ['sioux falls', 'rapid city'],
  TN: ['nashville', 'memphis', 'knoxville', 'chattanooga', 'johnson city', 'clarksville'],
  TX: [
    'houston',
    'dallas',
    'fort worth',
    'austin',
    'san antonio',
    'el paso',
    'arlington',
    'corpus christi',
    'plano',
    'lubbock',
    'laredo',
    'amarillo',
    'waco',
    'midland',
    'odessa',
    'beaumont',
    'tyler',
    'abilene',
    'harlingen',
    'brownsville',
    'mcallen',
    'wichita falls',
    'san angelo',
    'killeen',
    'sherman',
  ],
  UT: ['salt lake city', 'provo', 'ogden', 'st george'],
  VT: ['burlington', 'montpelier'],
  VA: ['virginia beach', 'norfolk', 'richmond', 'roanoke', 'chesapeake', 'alexandria', 'charlottesville', 'harrisonburg', 'lynchburg', 'newport news'],
  WA: ['seattle', 'spokane', 'tacoma', 'vancouver', 'yakima', 'bellevue', 'everett'],
  WV: ['huntington', 'wheeling', 'clarksburg', 'bluefield', 'parkersburg', 'morgantown'],
  WI: ['milwaukee', 'madison', 'green bay', 'la crosse', 'wausau', 'eau claire'],
  WY: ['cheyenne', 'casper'],
};

/** Lower-case names of major US cities and TV-market cities, mapped to their state's USPS code. */
export const MAJOR_CITIES: Record<string, string> = Object.fromEntries(
  Object.entries(CITIES_BY_STATE).flatMap(([code, cities]) => cities.map((city) => [city, code])),
);

// Lower-case, no dots, hyphens and commas as spaces, single spaces: "St. Louis" == "st louis".
function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/[,\-\u2013]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const STATE_LOOKUP = new Map<string, UsState>();
for (const state of US_STATES) {
  STATE_LOOKUP.set(state.code.toLowerCase(), state);
  STATE_LOOKUP.set(normalize(state.name), state);
}
const DC = US_STATES.find((s) => s.code === 'DC');
if (DC) {
  for (const alias of ['washington dc', 'washington district of columbia', 'd c']) {
    STATE_LOOKUP.set(alias, DC);
  }
}

/** The state named by `text` (full name or USPS code, any case; "Washington DC"/"D.C." -> DC). */
export function resolveState(text: string): UsState | null {
  if (typeof text !== 'string') return null;
  return STATE_LOOKUP.get(normalize(text)) ?? null;
}

// Own keys only: a search for "constructor" or "__proto__" must not find Object.prototype.
const cityCode = (city: string): string | undefined => (Object.hasOwn(MAJOR_CITIES, city) ? MAJOR_CITIES[city] : undefined);

function cityState(key: string): UsState | null {
  const code = cityCode(key);
  return code ? (STATE_LOOKUP.get(code.toLowerCase()) ?? null) : null;
}

export interface SearchTermExpansion {
  /** The state the term names, or the state of the city it names. */
  state?: UsState;
  /** The city the term names, lower case without dots (e.g. 'fort worth'); absent for states. */
  city?: string;
  /** The trimmed term as typed. */
  text: string;
}

/**
 * Reads a search term as a state ("Texas", "tx"), a known city ("Dallas" -> TX), a city with its
 * state ("Austin, TX", "Portland Maine") or free text. A state name wins over a city of the same
 * name ("New York" is the state, which includes the city).
 */
export function expandSearchTerm(text: string): SearchTermExpansion {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  const key = normalize(trimmed);
  if (key === '') return { text: trimmed };

  const state = STATE_LOOKUP.get(key);
  if (state) return { state, text: trimmed };

  const known = cityState(key);
  if (known) return { state: known, city: key, text: trimmed };

  // "City, ST" / "City State": a trailing state, with a comma for any city or without one
  // for a known city only (so "Good Day LA" stays free text).
  const comma = trimmed.lastIndexOf(',');
  if (comma > 0) {
    const city = normalize(trimmed.slice(0, comma));
    const explicit = STATE_LOOKUP.get(normalize(trimmed.slice(comma + 1)));
    if (city && explicit) return { state: explicit, city, text: trimmed };
  }
  const words = key.split(' ');
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    const explicit = STATE_LOOKUP.get(words.slice(-n).join(' '));
    const city = words.slice(0, -n).join(' ');
    if (explicit && cityCode(city)) return { state: explicit, city, text: trimmed };
  }

  // Market names such as "Dallas-Fort Worth" or "Tampa-St. Petersburg": the first known city.
  const segments = trimmed
    .split(/\s*[-\u2013/&]\s*/)
    .map(normalize)
    .filter(Boolean);
  if (segments.length > 1) {
    for (const segment of segments) {
      const segmentState = cityState(segment);
      if (segmentState) return { state: segmentState, city: segment, text: trimmed };
    }
  }
  return { text: trimmed };
}
