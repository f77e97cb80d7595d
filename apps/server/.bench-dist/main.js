var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// src/main.ts
import { existsSync as existsSync4 } from "node:fs";

// src/config.ts
import { z as z6 } from "zod";

// ../../packages/core/src/auth.schema.ts
import { z as z2 } from "zod";

// ../../packages/core/src/fields.ts
import { z } from "zod";
function tooLongMessage(label, max) {
  return `${label} must be at most ${max.toLocaleString("en-US")} characters`;
}
function requiredText(message, max, label) {
  return z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLongMessage(label, max) });
}
function optionalText(max, label) {
  return z.string({ error: `${label} must be text` }).trim().max(max, { error: tooLongMessage(label, max) }).nullish().transform((v) => v ? v : null);
}
function emailText(message) {
  return z.string({ error: message }).trim().toLowerCase().min(1, { error: message }).max(254, { error: message }).pipe(z.email({ error: message }));
}
function optionalEmailText(message) {
  return z.string({ error: message }).trim().toLowerCase().max(254, { error: message }).nullish().transform((v) => v ? v : null).refine((v) => v === null || z.email().safeParse(v).success, { error: message });
}
var PHONE_CHARS = /^\+?[\d\s().\-/]+(?:\s*(?:x|ext\.?|extension)\s*\d{1,6})?$/i;
function isPlausiblePhone(value) {
  if (!PHONE_CHARS.test(value)) return false;
  const main = value.split(/x|ext|extension/i)[0] ?? "";
  const digits = main.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}
function isHttpUrl(value) {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}
function isMailtoLink(value) {
  return /^mailto:[^\s@]+@[^\s@]+/i.test(value);
}

// ../../packages/core/src/auth.schema.ts
var PASSWORD_MIN_LENGTH = 8;
var PASSWORD_MAX_LENGTH = 1024;
var USER_TYPES = ["individual", "agency"];
var AUTH_EMAIL_MESSAGE = "Please enter a valid email";
var PASSWORD_TOO_SHORT = "Password must be at least 8 characters";
var PASSWORD_TOO_LONG = "Password must be at most 1,024 characters";
var PASSWORDS_DONT_MATCH = "Passwords don't match";
function newPassword(tooShort) {
  return z2.string({ error: tooShort }).min(PASSWORD_MIN_LENGTH, { error: tooShort }).max(PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG });
}
function requiredPassword(message) {
  return z2.string({ error: message }).min(1, { error: message }).max(PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG });
}
var registerObject = z2.object({
  email: emailText(AUTH_EMAIL_MESSAGE),
  password: newPassword(PASSWORD_TOO_SHORT),
  confirmPassword: requiredPassword("Please confirm your password"),
  firstName: requiredText("First name is required", 100, "First name"),
  lastName: requiredText("Last name is required", 100, "Last name"),
  userType: z2.enum(USER_TYPES, { error: "Please choose an account type" }).default("individual"),
  agencyName: optionalText(200, "Agency name")
});
var registerPasswords = registerObject.pick({ password: true, confirmPassword: true });
var registerAgency = registerObject.pick({ userType: true, agencyName: true });
var registerSchema = registerObject.refine((v) => v.password === v.confirmPassword, {
  path: ["confirmPassword"],
  error: PASSWORDS_DONT_MATCH,
  when: (payload) => registerPasswords.safeParse(payload.value).success
}).refine((v) => v.userType !== "agency" || v.agencyName !== null, {
  path: ["agencyName"],
  error: "Agency name is required for agency accounts",
  when: (payload) => registerAgency.safeParse(payload.value).success
});
var loginSchema = z2.object({
  email: emailText(AUTH_EMAIL_MESSAGE),
  password: requiredPassword("Password is required")
});
var forgotPasswordSchema = z2.object({
  email: emailText(AUTH_EMAIL_MESSAGE)
});
var resetObject = z2.object({
  token: requiredText("Reset token is required", 512, "Reset token"),
  password: newPassword(PASSWORD_TOO_SHORT),
  confirmPassword: newPassword(PASSWORD_TOO_SHORT)
});
var resetPasswords = resetObject.pick({ password: true, confirmPassword: true });
var resetPasswordSchema = resetObject.refine((v) => v.password === v.confirmPassword, {
  path: ["confirmPassword"],
  error: PASSWORDS_DONT_MATCH,
  when: (payload) => resetPasswords.safeParse(payload.value).success
});
var trackEmailSchema = z2.object({
  email: z2.string({ error: "Email is required" }).trim().min(1, { error: "Email is required" }).pipe(emailText(AUTH_EMAIL_MESSAGE))
});
var adminLoginSchema = z2.object({
  username: requiredText("Username is required", 100, "Username"),
  password: requiredPassword("Password is required")
});

// ../../packages/core/src/states.ts
var US_STATES = [
  { code: "AL", name: "Alabama" },
  { code: "AK", name: "Alaska" },
  { code: "AZ", name: "Arizona" },
  { code: "AR", name: "Arkansas" },
  { code: "CA", name: "California" },
  { code: "CO", name: "Colorado" },
  { code: "CT", name: "Connecticut" },
  { code: "DE", name: "Delaware" },
  { code: "DC", name: "District of Columbia" },
  { code: "FL", name: "Florida" },
  { code: "GA", name: "Georgia" },
  { code: "HI", name: "Hawaii" },
  { code: "ID", name: "Idaho" },
  { code: "IL", name: "Illinois" },
  { code: "IN", name: "Indiana" },
  { code: "IA", name: "Iowa" },
  { code: "KS", name: "Kansas" },
  { code: "KY", name: "Kentucky" },
  { code: "LA", name: "Louisiana" },
  { code: "ME", name: "Maine" },
  { code: "MD", name: "Maryland" },
  { code: "MA", name: "Massachusetts" },
  { code: "MI", name: "Michigan" },
  { code: "MN", name: "Minnesota" },
  { code: "MS", name: "Mississippi" },
  { code: "MO", name: "Missouri" },
  { code: "MT", name: "Montana" },
  { code: "NE", name: "Nebraska" },
  { code: "NV", name: "Nevada" },
  { code: "NH", name: "New Hampshire" },
  { code: "NJ", name: "New Jersey" },
  { code: "NM", name: "New Mexico" },
  { code: "NY", name: "New York" },
  { code: "NC", name: "North Carolina" },
  { code: "ND", name: "North Dakota" },
  { code: "OH", name: "Ohio" },
  { code: "OK", name: "Oklahoma" },
  { code: "OR", name: "Oregon" },
  { code: "PA", name: "Pennsylvania" },
  { code: "RI", name: "Rhode Island" },
  { code: "SC", name: "South Carolina" },
  { code: "SD", name: "South Dakota" },
  { code: "TN", name: "Tennessee" },
  { code: "TX", name: "Texas" },
  { code: "UT", name: "Utah" },
  { code: "VT", name: "Vermont" },
  { code: "VA", name: "Virginia" },
  { code: "WA", name: "Washington" },
  { code: "WV", name: "West Virginia" },
  { code: "WI", name: "Wisconsin" },
  { code: "WY", name: "Wyoming" }
];
var CITIES_BY_STATE = {
  AL: ["birmingham", "montgomery", "huntsville", "mobile", "tuscaloosa", "dothan"],
  AK: ["anchorage", "fairbanks", "juneau"],
  AZ: ["phoenix", "tucson", "mesa", "chandler", "scottsdale", "glendale", "gilbert", "tempe", "yuma", "flagstaff"],
  AR: ["little rock", "fort smith", "jonesboro", "springdale"],
  CA: [
    "los angeles",
    "san diego",
    "san jose",
    "san francisco",
    "fresno",
    "sacramento",
    "long beach",
    "oakland",
    "bakersfield",
    "anaheim",
    "santa ana",
    "riverside",
    "stockton",
    "irvine",
    "san bernardino",
    "modesto",
    "palm springs",
    "santa barbara",
    "monterey",
    "salinas",
    "chico",
    "redding",
    "eureka",
    "oxnard",
    "lancaster",
    "concord"
  ],
  CO: ["denver", "colorado springs", "aurora", "fort collins", "boulder", "pueblo", "grand junction"],
  CT: ["bridgeport", "new haven", "hartford", "stamford"],
  DE: ["dover"],
  DC: ["washington dc"],
  FL: [
    "miami",
    "orlando",
    "tampa",
    "jacksonville",
    "st petersburg",
    "saint petersburg",
    "tallahassee",
    "fort lauderdale",
    "west palm beach",
    "fort myers",
    "naples",
    "gainesville",
    "pensacola",
    "panama city",
    "sarasota",
    "hialeah",
    "cape coral",
    "daytona beach",
    "melbourne"
  ],
  GA: ["atlanta", "savannah", "augusta", "macon", "athens"],
  HI: ["honolulu", "hilo"],
  ID: ["boise", "idaho falls", "twin falls", "pocatello", "meridian"],
  IL: ["chicago", "peoria", "rockford", "champaign", "naperville", "joliet"],
  IN: ["indianapolis", "fort wayne", "evansville", "south bend", "terre haute"],
  IA: ["des moines", "cedar rapids", "davenport", "sioux city", "waterloo"],
  KS: ["wichita", "topeka", "overland park", "lawrence"],
  KY: ["louisville", "lexington", "bowling green", "paducah"],
  LA: ["new orleans", "baton rouge", "shreveport", "lafayette", "lake charles", "monroe"],
  ME: ["bangor", "presque isle", "lewiston"],
  MD: ["baltimore", "salisbury", "hagerstown", "frederick", "annapolis"],
  MA: ["boston", "worcester", "cambridge", "lowell"],
  MI: ["detroit", "grand rapids", "lansing", "flint", "kalamazoo", "traverse city", "ann arbor", "marquette", "saginaw"],
  MN: ["minneapolis", "st paul", "saint paul", "duluth", "mankato"],
  MS: ["jackson", "gulfport", "biloxi", "hattiesburg", "tupelo"],
  MO: ["kansas city", "st louis", "saint louis", "springfield", "joplin", "jefferson city", "st joseph"],
  MT: ["billings", "missoula", "great falls", "helena", "butte", "bozeman"],
  NE: ["omaha", "lincoln", "north platte", "grand island"],
  NV: ["las vegas", "reno", "henderson", "carson city"],
  NH: ["manchester", "nashua"],
  NJ: ["newark", "jersey city", "paterson", "trenton", "atlantic city", "camden"],
  NM: ["albuquerque", "santa fe", "las cruces", "roswell"],
  NY: [
    "new york",
    "new york city",
    "nyc",
    "brooklyn",
    "queens",
    "manhattan",
    "bronx",
    "buffalo",
    "rochester",
    "syracuse",
    "albany",
    "binghamton",
    "utica",
    "elmira",
    "watertown",
    "yonkers"
  ],
  NC: ["charlotte", "raleigh", "greensboro", "durham", "winston salem", "wilmington", "asheville", "fayetteville"],
  ND: ["fargo", "bismarck", "grand forks", "minot"],
  OH: ["columbus", "cleveland", "cincinnati", "toledo", "akron", "dayton", "youngstown", "lima", "zanesville", "canton"],
  OK: ["oklahoma city", "tulsa", "norman", "lawton"],
  OR: ["portland", "eugene", "salem", "medford", "bend"],
  PA: ["philadelphia", "pittsburgh", "harrisburg", "allentown", "erie", "scranton", "wilkes barre", "johnstown", "reading"],
  RI: ["providence", "warwick"],
  SC: ["columbia", "charleston", "greenville", "spartanburg", "myrtle beach", "florence"],
  SD: ["sioux falls", "rapid city"],
  TN: ["nashville", "memphis", "knoxville", "chattanooga", "johnson city", "clarksville"],
  TX: [
    "houston",
    "dallas",
    "fort worth",
    "austin",
    "san antonio",
    "el paso",
    "arlington",
    "corpus christi",
    "plano",
    "lubbock",
    "laredo",
    "amarillo",
    "waco",
    "midland",
    "odessa",
    "beaumont",
    "tyler",
    "abilene",
    "harlingen",
    "brownsville",
    "mcallen",
    "wichita falls",
    "san angelo",
    "killeen",
    "sherman"
  ],
  UT: ["salt lake city", "provo", "ogden", "st george"],
  VT: ["burlington", "montpelier"],
  VA: ["virginia beach", "norfolk", "richmond", "roanoke", "chesapeake", "alexandria", "charlottesville", "harrisonburg", "lynchburg", "newport news"],
  WA: ["seattle", "spokane", "tacoma", "vancouver", "yakima", "bellevue", "everett"],
  WV: ["huntington", "wheeling", "clarksburg", "bluefield", "parkersburg", "morgantown"],
  WI: ["milwaukee", "madison", "green bay", "la crosse", "wausau", "eau claire"],
  WY: ["cheyenne", "casper"]
};
var MAJOR_CITIES = Object.fromEntries(
  Object.entries(CITIES_BY_STATE).flatMap(([code, cities]) => cities.map((city) => [city, code]))
);
function normalize(text8) {
  return text8.toLowerCase().replace(/\./g, "").replace(/[,\-\u2013]/g, " ").replace(/\s+/g, " ").trim();
}
var STATE_LOOKUP = /* @__PURE__ */ new Map();
for (const state of US_STATES) {
  STATE_LOOKUP.set(state.code.toLowerCase(), state);
  STATE_LOOKUP.set(normalize(state.name), state);
}
var DC = US_STATES.find((s) => s.code === "DC");
if (DC) {
  for (const alias of ["washington dc", "washington district of columbia", "d c"]) {
    STATE_LOOKUP.set(alias, DC);
  }
}
function resolveState(text8) {
  if (typeof text8 !== "string") return null;
  return STATE_LOOKUP.get(normalize(text8)) ?? null;
}
function cityState(key) {
  const code = MAJOR_CITIES[key];
  return code ? STATE_LOOKUP.get(code.toLowerCase()) ?? null : null;
}
function expandSearchTerm(text8) {
  const trimmed = typeof text8 === "string" ? text8.trim() : "";
  const key = normalize(trimmed);
  if (key === "") return { text: trimmed };
  const state = STATE_LOOKUP.get(key);
  if (state) return { state, text: trimmed };
  const known = cityState(key);
  if (known) return { state: known, city: key, text: trimmed };
  const comma = trimmed.lastIndexOf(",");
  if (comma > 0) {
    const city = normalize(trimmed.slice(0, comma));
    const explicit = STATE_LOOKUP.get(normalize(trimmed.slice(comma + 1)));
    if (city && explicit) return { state: explicit, city, text: trimmed };
  }
  const words = key.split(" ");
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    const explicit = STATE_LOOKUP.get(words.slice(-n).join(" "));
    const city = words.slice(0, -n).join(" ");
    if (explicit && MAJOR_CITIES[city]) return { state: explicit, city, text: trimmed };
  }
  const segments = trimmed.split(/\s*[-\u2013/&]\s*/).map(normalize).filter(Boolean);
  if (segments.length > 1) {
    for (const segment of segments) {
      const segmentState = cityState(segment);
      if (segmentState) return { state: segmentState, city: segment, text: trimmed };
    }
  }
  return { text: trimmed };
}

// ../../packages/core/src/messages.ts
var MESSAGES = {
  // Booking (spec 5)
  preferredDateRequired: "Preferred date is required",
  preferredDateTooSoon: "Interview must be scheduled at least 7 days in advance",
  preferredDateWeekend: "Interviews are only available Monday through Friday",
  alternativeDateTooSoon: "Alternative date must also be at least 7 days in advance",
  alternativeDateWeekend: "Alternative date must be Monday through Friday",
  invalidDate: "Please select a valid date",
  clientNameRequired: "Client name is required",
  contactNameRequired: "Contact name is required",
  interviewTopicRequired: "Interview topic is required",
  validEmailRequired: "Valid email is required",
  agencyNameRequired: "Agency name is required",
  acceptTermsRequired: "You must accept the Terms and Conditions to proceed",
  invalidPhone: "Please enter a valid phone number",
  paymentAfterConfirmation: "Payment will be processed after confirmation.",
  bookingDialogTitle: "Book Lifestyle Show Segment",
  // Specific messages (spec 8)
  stationMissing: "Error: Station information is missing. Please try selecting a station again.",
  ordersLoadFailed: "Failed to load orders. Please try again.",
  trackLoadFailed: "Failed to load requests. Please try again.",
  errorScreen: "We encountered an unexpected error. This has been logged and we'll look into it.",
  noStations: (query) => `No TV stations found in ${query}. Try a different search.`,
  requestSubmitted: "Request Submitted Successfully!",
  chatFailure: "I'm having trouble searching right now. Please try again in a moment.",
  logoutFailed: "Logout failed",
  tryAgain: "Please try again.",
  resendFailed: "Failed to send email",
  tryAgainLater: "Please try again later.",
  loginFailed: "Login failed",
  checkCredentials: "Please check your credentials and try again.",
  registrationFailed: "Registration failed",
  checkInformation: "Please check your information and try again.",
  forgotFailed: "Request failed",
  resetFailed: "Reset failed",
  resetLinkInvalid: "The reset link may be invalid or expired.",
  invalidCredentials: "Invalid email or password",
  adminInvalidCredentials: "Invalid username or password",
  adminLoginFailed: "Login failed. Please try again.",
  // Screens (spec 2)
  notFound: "404 Page Not Found",
  loading: "Loading...",
  noStationsFound: "No stations found",
  noRequestsFound: "No requests found",
  somethingWentWrong: "Something went wrong",
  connectionProblem: "Connection Problem",
  noNotifications: "No notifications created yet",
  noChatQueries: "No chat queries yet",
  notProvided: "Not provided",
  notSpecified: "Not specified",
  noRate: "No rate",
  rateTbd: "TBD",
  contactForPricing: "Contact for pricing",
  // Admin toasts (spec 8)
  stationAdded: "Station added successfully",
  stationAddFailed: "Failed to add station",
  stationUpdated: "Station updated successfully",
  stationUpdateFailed: "Failed to update station",
  stationDeleted: "Station deleted successfully",
  stationDeleteFailed: "Failed to delete station",
  stationVisibilityUpdated: "Station visibility updated successfully",
  stationVisibilityFailed: "Failed to update station visibility",
  requestDeleted: "Request deleted successfully",
  requestDeleteFailed: "Failed to delete request",
  requestStatusUpdated: "Request status updated successfully",
  requestStatusFailed: "Failed to update status",
  notificationCreated: "Notification created successfully",
  notificationCreateFailed: "Failed to create notification",
  notificationDeleted: "Notification deleted successfully",
  notificationDeleteFailed: "Failed to delete notification",
  // Confirmations (spec 8)
  confirmDeleteStation: (callLetters) => `Are you sure you want to delete ${callLetters}?`,
  confirmStationVisibility: (action, callLetters) => `Are you sure you want to ${action} ${callLetters}?`,
  confirmDeleteRequest: (clientName) => `Are you sure you want to delete the request for ${clientName}?`
};

// ../../packages/core/src/dates.ts
var MIN_LEAD_DAYS = 7;
var DEFAULT_BUSINESS_TIMEZONE = "America/New_York";
var DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
var MS_PER_DAY = 864e5;
function parseCalendarDate(s) {
  const match = DATE_PATTERN.exec(s);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return { year, month, day };
}
function daysInMonth(year, month) {
  const leap = year % 4 === 0 && year % 100 !== 0 || year % 400 === 0;
  const lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return lengths[month - 1] ?? 0;
}
function toUtcDate({ year, month, day }) {
  const d = /* @__PURE__ */ new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d;
}
function fromUtcDate(d) {
  const y = String(d.getUTCFullYear()).padStart(4, "0");
  const m = String(d.getUTCMonth() + 1).padStart(2, "0");
  const day = String(d.getUTCDate()).padStart(2, "0");
  return `${y}-${m}-${day}`;
}
function requireDate(date) {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Invalid calendar date: ${date}`);
  return parts;
}
function isValidCalendarDate(s) {
  return typeof s === "string" && parseCalendarDate(s) !== null;
}
var formatters = /* @__PURE__ */ new Map();
function formatterFor(timeZone) {
  let formatter2 = formatters.get(timeZone);
  if (!formatter2) {
    formatter2 = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit"
    });
    formatters.set(timeZone, formatter2);
  }
  return formatter2;
}
function todayIn(timeZone, now) {
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}
function addDays(date, days) {
  const d = toUtcDate(requireDate(date));
  return fromUtcDate(new Date(d.getTime() + days * MS_PER_DAY));
}
function isWeekday(date) {
  const parts = parseCalendarDate(date);
  if (!parts) return false;
  const weekday = toUtcDate(parts).getUTCDay();
  return weekday >= 1 && weekday <= 5;
}
function bookingDateError(date, kind, ctx) {
  const value = typeof date === "string" ? date.trim() : "";
  if (value === "") return kind === "preferred" ? MESSAGES.preferredDateRequired : null;
  if (!isValidCalendarDate(value)) return MESSAGES.invalidDate;
  if (value < addDays(todayIn(ctx.timeZone, ctx.now), MIN_LEAD_DAYS)) {
    return kind === "preferred" ? MESSAGES.preferredDateTooSoon : MESSAGES.alternativeDateTooSoon;
  }
  if (!isWeekday(value)) {
    return kind === "preferred" ? MESSAGES.preferredDateWeekend : MESSAGES.alternativeDateWeekend;
  }
  return null;
}

// ../../packages/core/src/format.ts
var dollars = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
function formatRate(rate, empty = "TBD") {
  if (rate === null || rate === void 0 || !Number.isFinite(rate)) return empty;
  return `$${dollars.format(Math.round(rate))}`;
}
var calendarDate = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC"
});
function formatDate(date, timeZone) {
  if (isValidCalendarDate(date)) {
    const [y, m, d] = date.split("-").map(Number);
    const utc = /* @__PURE__ */ new Date(0);
    utc.setUTCFullYear(y, m - 1, d);
    return calendarDate.format(utc);
  }
  const instant = /^\d{4}-\d{2}-\d{2}T/.test(date) ? new Date(date) : null;
  if (!instant || Number.isNaN(instant.getTime())) return date;
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    ...timeZone ? { timeZone } : {}
  }).format(instant);
}
function formatDateTime(iso, timeZone) {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    ...timeZone ? { timeZone } : {}
  }).format(d).replace(/\u202f/g, " ");
}

// ../../packages/core/src/chat.schema.ts
import { z as z3 } from "zod";
var CHAT_QUERY_MAX = 500;
var SEARCH_MISS_MAX = 100;
var chatLogInputSchema = z3.object({
  query: requiredText("Query is required", CHAT_QUERY_MAX, "Query"),
  resultsCount: z3.number({ error: "Results count must be a whole number" }).int({ error: "Results count must be a whole number" }).min(0, { error: "Results count cannot be negative" }).max(1e6, { error: "Results count is too large" })
});
var searchMissInputSchema = z3.object({
  query: requiredText("Query is required", CHAT_QUERY_MAX, "Query").transform(
    (q) => q.toLowerCase().replace(/\s+/g, " ").slice(0, SEARCH_MISS_MAX).trim()
  )
});

// ../../packages/core/src/order.schema.ts
import { z as z4 } from "zod";
var agencyNameRequiredMessage = MESSAGES.agencyNameRequired;
function bookingDateField(kind, ctx) {
  return z4.string({ error: MESSAGES.invalidDate }).trim().nullable().superRefine((value, issue) => {
    const message = bookingDateError(value, kind, { timeZone: ctx.timeZone, now: ctx.now() });
    if (message) issue.addIssue({ code: "custom", message });
  }).prefault(null);
}
function orderShape(ctx) {
  return {
    agencyName: optionalText(200, "Agency name"),
    clientName: requiredText(MESSAGES.clientNameRequired, 200, "Client name"),
    contactName: requiredText(MESSAGES.contactNameRequired, 200, "Contact name"),
    email: emailText(MESSAGES.validEmailRequired),
    phone: optionalText(40, "Phone number").refine((v) => v === null || isPlausiblePhone(v), {
      error: MESSAGES.invalidPhone
    }),
    interviewTopic: requiredText(MESSAGES.interviewTopicRequired, 200, "Interview topic"),
    preferredDate: bookingDateField("preferred", ctx).transform((v) => v ?? ""),
    alternativeDate: bookingDateField("alternative", ctx).transform((v) => v || null),
    notes: optionalText(2e3, "Notes"),
    stationId: requiredText(MESSAGES.stationMissing, 200, "Station id")
  };
}
function createOrderInputSchema(ctx) {
  return z4.object(orderShape(ctx));
}

// ../../packages/core/src/station.schema.ts
import { z as z5 } from "zod";
var RATE_MAX = 1e6;
var RATE_WHOLE = "Rate must be a whole number of dollars";
var RATE_NUMBER = "Rate must be a number";
function parseRate(value) {
  if (value === null || value === void 0) return { rate: null };
  let n;
  if (typeof value === "number") {
    n = value;
  } else if (typeof value === "string") {
    const text8 = value.trim().replace(/^\$\s*/, "").replace(/,(?=\d{3}\b)/g, "");
    if (text8 === "") return { rate: null };
    if (!/^-?\d+(\.\d+)?$/.test(text8)) return { error: RATE_NUMBER };
    n = Number(text8);
  } else {
    return { error: RATE_NUMBER };
  }
  if (!Number.isFinite(n)) return { error: RATE_NUMBER };
  if (n < 0) return { error: "Rate cannot be negative" };
  if (!Number.isInteger(n)) return { error: RATE_WHOLE };
  if (n > RATE_MAX) return { error: "Rate must be at most $1,000,000" };
  return { rate: n };
}
var rateField = z5.union([z5.number(), z5.string(), z5.null()], { error: RATE_NUMBER }).optional().transform((value, ctx) => {
  const parsed = parseRate(value);
  if ("error" in parsed) {
    ctx.addIssue({ code: "custom", message: parsed.error });
    return z5.NEVER;
  }
  return parsed.rate;
});
var linkField = optionalText(2048, "Link").refine((v) => v === null || isHttpUrl(v), {
  error: "Please enter a valid URL"
});
var stateField = optionalText(50, "State").transform((v, ctx) => {
  if (v === null) return null;
  const state = resolveState(v);
  if (!state) {
    ctx.addIssue({ code: "custom", message: "Please enter a valid US state" });
    return z5.NEVER;
  }
  return state.code;
});
var stationShape = {
  callLetters: requiredText("Call letters are required", 100, "Call letters"),
  affiliate: requiredText("Affiliate is required", 50, "Affiliate"),
  market: requiredText("Market is required", 100, "Market"),
  showName: requiredText("Show name is required", 200, "Show name"),
  link: linkField,
  rate: rateField,
  state: stateField,
  city: optionalText(100, "City"),
  contactName: optionalText(200, "Contact name"),
  contactEmail: optionalEmailText("Please enter a valid email"),
  contactPhone: optionalText(40, "Contact phone"),
  contactTitle: optionalText(200, "Contact title"),
  mediaCompany: optionalText(200, "Media company")
};
var stationInputSchema = z5.object(stationShape);
var stationUpdateSchema = stationInputSchema.partial();
var stationVisibilitySchema = z5.object({
  isHidden: z5.boolean({ error: "isHidden must be true or false" })
});
var NOTIFICATION_TYPES = ["announcement", "offer", "urgent"];
var INVALID_DATE = "Please select a valid date";
var END_BEFORE_START = "End date must be on or after the start date";
var notificationFields = {
  title: requiredText("Title is required", 200, "Title"),
  message: requiredText("Message is required", 2e3, "Message"),
  type: z5.enum(NOTIFICATION_TYPES, { error: "Type is required" }),
  // A blank start date already says 'Start date is required'; do not add 'valid date' to it.
  startDate: requiredText("Start date is required", 10, "Start date").refine(
    (v) => v === "" || isValidCalendarDate(v),
    { error: INVALID_DATE }
  ),
  endDate: optionalText(10, "End date").refine((v) => v === null || isValidCalendarDate(v), {
    error: INVALID_DATE
  }),
  buttonText: optionalText(50, "Button text"),
  buttonLink: optionalText(2048, "Button link").refine(
    (v) => v === null || isHttpUrl(v) || isMailtoLink(v),
    { error: "Button link must be a web link (http or https) or a mailto: link" }
  ),
  isActive: z5.boolean({ error: "isActive must be true or false" })
};
var notificationDates = z5.object({
  startDate: notificationFields.startDate.optional(),
  endDate: notificationFields.endDate
});
var END_DATE_RULE = {
  path: ["endDate"],
  error: END_BEFORE_START,
  // Compare as soon as both dates are valid, even while another field is still wrong.
  when: (payload) => notificationDates.safeParse(payload.value).success
};
function datesInOrder(value) {
  return !value.startDate || !value.endDate || value.endDate >= value.startDate;
}
var notificationInputSchema = z5.object({
  ...notificationFields,
  type: notificationFields.type.default("announcement"),
  isActive: notificationFields.isActive.default(true)
}).refine(datesInOrder, END_DATE_RULE);
var notificationUpdateSchema = z5.object(notificationFields).partial().refine(datesInOrder, END_DATE_RULE);

// ../../packages/core/src/status.ts
var ORDER_STATUSES = [
  "pending",
  "sent_to_station",
  "booking",
  "booking_completed",
  "finished",
  "cancelled"
];
var CUSTOMER_STATUSES = ["pending", "confirmed", "completed", "cancelled"];
var CUSTOMER_STATUS_OF = {
  pending: "pending",
  sent_to_station: "pending",
  booking: "pending",
  booking_completed: "confirmed",
  finished: "completed",
  cancelled: "cancelled"
};
function isOrderStatus(value) {
  return typeof value === "string" && ORDER_STATUSES.includes(value);
}
function isCustomerStatus(value) {
  return typeof value === "string" && CUSTOMER_STATUSES.includes(value);
}
function customerStatusOf(status2) {
  if (isOrderStatus(status2)) return CUSTOMER_STATUS_OF[status2];
  if (isCustomerStatus(status2)) return status2;
  return "pending";
}
var BADGE = {
  yellow: "bg-yellow-100 text-yellow-800",
  blue: "bg-blue-100 text-blue-800",
  purple: "bg-purple-100 text-purple-800",
  green: "bg-green-100 text-green-800",
  gray: "bg-gray-100 text-gray-800",
  red: "bg-red-100 text-red-800"
};
var ADMIN_STATUS_BADGE = {
  pending: BADGE.yellow,
  sent_to_station: BADGE.blue,
  booking: BADGE.purple,
  booking_completed: BADGE.green,
  finished: BADGE.gray,
  cancelled: BADGE.red
};
var OTHER_STATUS_BADGE = BADGE.gray;
var CUSTOMER_STATUS_BADGE = {
  pending: BADGE.yellow,
  confirmed: BADGE.green,
  completed: BADGE.blue,
  cancelled: BADGE.red
};
function conversionRate(confirmed, completed, total) {
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.round((confirmed + completed) / total * 1e3) / 10;
}

// src/config.ts
var optionalString = z6.string().trim().transform((v) => v === "" ? void 0 : v).optional();
var isTimeZone = (tz) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};
var envSchema = z6.object({
  PORT: z6.coerce.number().int().min(0).max(65535).default(3e3),
  HOST: z6.string().default("0.0.0.0"),
  DATA_DIR: z6.string().trim().min(1).default("data"),
  PUBLIC_URL: z6.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
  SMTP_URL: optionalString.pipe(
    z6.url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL" }).optional()
  ),
  MAIL_FROM: z6.string().trim().min(3).default("TV Segment Booking <bookings@localhost>"),
  OPS_EMAIL: z6.email({ message: "must be an email address" }).default("ops@localhost"),
  CONTACT_EMAIL: z6.email({ message: "must be an email address" }).default("hello@tvsegments.example"),
  BUSINESS_TIMEZONE: z6.string().default(DEFAULT_BUSINESS_TIMEZONE).refine(isTimeZone, { message: "must be an IANA time zone such as America/New_York" }),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z6.url({ message: "must be a URL" }).default("https://accounts.google.com"),
  ADMIN_USERNAME: optionalString.pipe(
    z6.string().regex(/^[a-zA-Z0-9._@-]{1,100}$/, "must be 1-100 letters, digits or . _ @ -").optional()
  ),
  ADMIN_PASSWORD: optionalString.pipe(z6.string().min(8, "must be at least 8 characters").optional()),
  TRUST_PROXY: optionalString,
  RATE_LIMITS: z6.enum(["on", "off"]).default("on"),
  LOG_LEVEL: z6.enum(["silent", "error", "info"]).default("info")
});
var ConfigError = class extends Error {
};
function loadConfig(env = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0] ?? "?")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:
${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.GOOGLE_CLIENT_ID && !e.GOOGLE_CLIENT_SECRET) {
    throw new ConfigError("Invalid configuration:\n  GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set");
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    opsEmail: e.OPS_EMAIL,
    contactEmail: e.CONTACT_EMAIL,
    businessTimeZone: e.BUSINESS_TIMEZONE,
    google: e.GOOGLE_CLIENT_ID ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER } : void 0,
    admin: { username: e.ADMIN_USERNAME ?? "admin", password: e.ADMIN_PASSWORD },
    trustProxy: e.TRUST_PROXY,
    rateLimits: e.RATE_LIMITS === "on",
    logLevel: e.LOG_LEVEL,
    secure: publicUrl.startsWith("https://")
  };
}

// src/server.ts
import { serve } from "@hono/node-server";
import { existsSync as existsSync3 } from "node:fs";
import { dirname as dirname3, join as join4, resolve } from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";

// src/app.ts
import { Hono as Hono18 } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";

// src/lib/errors.ts
var AppError = class extends Error {
  constructor(status2, message, code, fieldErrors, headers) {
    super(message);
    this.status = status2;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.headers = headers;
    this.name = "AppError";
  }
  status;
  code;
  fieldErrors;
  headers;
  toJSON() {
    const body = { message: this.message };
    if (this.code) body.code = this.code;
    if (this.fieldErrors) body.fieldErrors = this.fieldErrors;
    return body;
  }
};
var notFound = (message = "Not found") => new AppError(404, message, "not_found");
var unauthorized = (message = "Unauthorized") => new AppError(401, message, "unauthorized");
var badRequest = (message, fieldErrors, code = "validation_error") => new AppError(400, message, code, fieldErrors);

// src/lib/logger.ts
function createLogger(level = "info") {
  const write = (lvl, msg, fields) => process.stdout.write(`${JSON.stringify({ t: (/* @__PURE__ */ new Date()).toISOString(), level: lvl, msg, ...fields })}
`);
  return {
    info: (msg, fields) => {
      if (level === "info") write("info", msg, fields);
    },
    error: (msg, fields) => {
      if (level !== "silent") write("error", msg, fields);
    }
  };
}
var silentLogger = { info: () => {
}, error: () => {
} };

// src/middleware/request-log.ts
import { createMiddleware } from "hono/factory";

// src/lib/random.ts
import { createHash, randomBytes, randomUUID } from "node:crypto";
var newId = () => randomUUID();
var newToken = (bytes = 32) => randomBytes(bytes).toString("base64url");
var sha256 = (value) => createHash("sha256").update(value).digest("hex");
var CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
function newOrderNumber() {
  const bytes = randomBytes(8);
  let out = "";
  for (const b of bytes) out += CROCKFORD[b & 31];
  return out;
}

// src/middleware/request-log.ts
var requestLog = (logger) => createMiddleware(async (c, next) => {
  const requestId = newToken(9);
  const started = performance.now();
  c.set("requestId", requestId);
  await next();
  c.res.headers.set("X-Request-Id", requestId);
  logger.info("request", {
    id: requestId,
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round((performance.now() - started) * 10) / 10
  });
});

// src/middleware/security.ts
import { createMiddleware as createMiddleware2 } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
var securityHeaders = (config2) => secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Inline style attributes are used by charts and the dialog primitives.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    mediaSrc: ["'self'", "blob:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"]
  },
  strictTransportSecurity: config2.secure ? "max-age=31536000; includeSubDomains" : false,
  xFrameOptions: "DENY",
  referrerPolicy: "strict-origin-when-cross-origin",
  crossOriginEmbedderPolicy: false,
  // A route that sets one of these itself wins (Referrer-Policy: no-referrer on token pages).
  overwrite: false
});
var SAFE_METHODS = /* @__PURE__ */ new Set(["GET", "HEAD", "OPTIONS"]);
var sameOriginWrites = (config2) => createMiddleware2(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || !c.req.header("cookie")) return next();
  const origin = c.req.header("origin");
  const allowed = /* @__PURE__ */ new Set([new URL(config2.publicUrl).origin, new URL(c.req.url).origin]);
  if (origin && !allowed.has(origin)) throw new AppError(403, "Cross-site request refused", "csrf");
  const site = c.req.header("sec-fetch-site");
  if (!origin && site && site !== "same-origin" && site !== "none") {
    throw new AppError(403, "Cross-site request refused", "csrf");
  }
  return next();
});
var noStore = createMiddleware2(async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
});

// src/middleware/json-body.ts
import { createMiddleware as createMiddleware3 } from "hono/factory";
var parseJsonBody = createMiddleware3(async (c, next) => {
  const type = c.req.header("content-type") ?? "";
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && c.req.header("content-length") !== "0" && /^application\/([a-z.+-]*\+)?json/i.test(type)) {
    try {
      await c.req.json();
    } catch {
      throw new AppError(400, "Malformed JSON in request body", "malformed_json");
    }
  }
  return next();
});

// src/middleware/session.ts
import { createMiddleware as createMiddleware4 } from "hono/factory";

// src/services/sessions.ts
import { eq } from "drizzle-orm";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

// src/db/schema/index.ts
var schema_exports = {};
__export(schema_exports, {
  adminTokens: () => adminTokens,
  admins: () => admins,
  auditLog: () => auditLog,
  badges: () => badges,
  chatQueries: () => chatQueries,
  dataVersions: () => dataVersions,
  emailTokens: () => emailTokens,
  notifications: () => notifications,
  orders: () => orders,
  outbox: () => outbox,
  sessions: () => sessions,
  stations: () => stations,
  unmetSearches: () => unmetSearches,
  userBadges: () => userBadges,
  userProfiles: () => userProfiles,
  users: () => users
});

// src/db/schema/users.ts
import { sql } from "drizzle-orm";
import { index, integer as integer2, sqliteTable, text as text2, uniqueIndex } from "drizzle-orm/sqlite-core";

// src/db/schema/columns.ts
import { integer, text } from "drizzle-orm/sqlite-core";
var uuidPk = () => text("id").primaryKey();
var timestamp = (name) => text(name);
var bool = (name) => integer(name, { mode: "boolean" });

// src/db/schema/users.ts
var users = sqliteTable(
  "users",
  {
    id: uuidPk(),
    /** Stored lower-cased and trimmed: one account per address. */
    email: text2("email").notNull(),
    passwordHash: text2("password_hash"),
    firstName: text2("first_name").notNull(),
    lastName: text2("last_name").notNull(),
    profileImageUrl: text2("profile_image_url"),
    userType: text2("user_type", { enum: ["individual", "agency"] }).notNull().default("individual"),
    agencyName: text2("agency_name"),
    googleId: text2("google_id"),
    isEmailVerified: bool("is_email_verified").notNull().default(false),
    pricingTier: text2("pricing_tier").notNull().default("standard"),
    createdAt: timestamp("created_at").notNull(),
    updatedAt: timestamp("updated_at").notNull()
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email), uniqueIndex("users_google_id_unique").on(t.googleId)]
);
var sessions = sqliteTable(
  "sessions",
  {
    id: text2("id").primaryKey(),
    userId: text2("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** Idle expiry, slid forward on use. */
    expiresAt: timestamp("expires_at").notNull(),
    /** Absolute maximum, never extended. */
    absoluteExpiresAt: timestamp("absolute_expires_at").notNull(),
    createdAt: timestamp("created_at").notNull()
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)]
);
var emailTokens = sqliteTable(
  "email_tokens",
  {
    id: text2("id").primaryKey(),
    tokenHash: text2("token_hash").notNull(),
    purpose: text2("purpose", { enum: ["verify_email", "reset_password", "track_orders"] }).notNull(),
    userId: text2("user_id").references(() => users.id, { onDelete: "cascade" }),
    email: text2("email").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    usedAt: timestamp("used_at"),
    createdAt: timestamp("created_at").notNull()
  },
  (t) => [
    uniqueIndex("email_tokens_hash_unique").on(t.tokenHash),
    index("email_tokens_user_purpose_idx").on(t.userId, t.purpose)
  ]
);
var userProfiles = sqliteTable(
  "user_profiles",
  {
    id: text2("id").primaryKey(),
    userId: text2("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    agencyName: text2("agency_name"),
    email: text2("email").notNull(),
    totalBookings: integer2("total_bookings").notNull().default(0),
    confirmedBookings: integer2("confirmed_bookings").notNull().default(0),
    totalSpent: integer2("total_spent").notNull().default(0),
    joinedAt: timestamp("joined_at").notNull(),
    lastActive: timestamp("last_active").notNull()
  },
  (t) => [uniqueIndex("user_profiles_user_id_unique").on(t.userId), uniqueIndex("user_profiles_agency_name_unique").on(t.agencyName)]
);
var badges = sqliteTable("badges", {
  id: text2("id").primaryKey(),
  name: text2("name").notNull(),
  description: text2("description"),
  icon: text2("icon"),
  category: text2("category"),
  threshold: integer2("threshold"),
  isActive: bool("is_active").notNull().default(true),
  createdAt: timestamp("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`)
});
var userBadges = sqliteTable("user_badges", {
  id: text2("id").primaryKey(),
  userId: text2("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  badgeId: text2("badge_id").notNull().references(() => badges.id, { onDelete: "cascade" }),
  earnedAt: timestamp("earned_at").notNull(),
  isDisplayed: bool("is_displayed").notNull().default(true)
});

// src/db/schema/stations.ts
import { index as index2, integer as integer3, sqliteTable as sqliteTable2, text as text3, uniqueIndex as uniqueIndex2 } from "drizzle-orm/sqlite-core";
var stations = sqliteTable2(
  "stations",
  {
    id: uuidPk(),
    callLetters: text3("call_letters").notNull(),
    affiliate: text3("affiliate").notNull(),
    market: text3("market").notNull(),
    /** USPS code of the city of license, e.g. TX. */
    state: text3("state"),
    city: text3("city"),
    showName: text3("show_name"),
    link: text3("link"),
    /** Whole dollars, or null when the rate is to be agreed ('TBD'). */
    rate: integer3("rate"),
    isHidden: bool("is_hidden").notNull().default(false),
    contactName: text3("contact_name"),
    contactEmail: text3("contact_email"),
    contactPhone: text3("contact_phone"),
    contactTitle: text3("contact_title"),
    mediaCompany: text3("media_company"),
    createdAt: timestamp("created_at").notNull(),
    updatedAt: timestamp("updated_at").notNull()
  },
  (t) => [uniqueIndex2("stations_call_letters_unique").on(t.callLetters), index2("stations_state_idx").on(t.state)]
);
var dataVersions = sqliteTable2("data_versions", {
  name: text3("name").primaryKey(),
  version: integer3("version").notNull().default(0)
});

// src/db/schema/orders.ts
import { index as index3, sqliteTable as sqliteTable3, text as text4, uniqueIndex as uniqueIndex3 } from "drizzle-orm/sqlite-core";
var orders = sqliteTable3(
  "orders",
  {
    id: uuidPk(),
    /** 8 characters of Crockford base32, random: shown to people as the request number. */
    orderNumber: text4("order_number").notNull(),
    userId: text4("user_id").references(() => users.id, { onDelete: "set null" }),
    agencyName: text4("agency_name"),
    clientName: text4("client_name").notNull(),
    contactName: text4("contact_name").notNull(),
    /** Stored lower-cased and trimmed so tracking by email matches. */
    email: text4("email").notNull(),
    phone: text4("phone"),
    interviewTopic: text4("interview_topic").notNull(),
    /** Null once an operator deletes the station; the order itself is kept. */
    stationId: text4("station_id").references(() => stations.id, { onDelete: "set null" }),
    preferredDate: text4("preferred_date").notNull(),
    alternativeDate: text4("alternative_date"),
    notes: text4("notes"),
    /** Stored operator workflow status; customerStatus is derived (packages/core). */
    status: text4("status", {
      enum: ["pending", "sent_to_station", "booking", "booking_completed", "finished", "cancelled"]
    }).notNull().default("pending"),
    createdAt: timestamp("created_at").notNull(),
    updatedAt: timestamp("updated_at").notNull()
  },
  (t) => [
    uniqueIndex3("orders_order_number_unique").on(t.orderNumber),
    index3("orders_created_at_idx").on(t.createdAt),
    index3("orders_status_created_at_idx").on(t.status, t.createdAt),
    index3("orders_email_idx").on(t.email),
    index3("orders_user_id_idx").on(t.userId),
    index3("orders_station_id_idx").on(t.stationId),
    // Top agencies of the admin analytics group by it (a covering index scan instead of a table scan).
    index3("orders_agency_name_idx").on(t.agencyName)
  ]
);

// src/db/schema/content.ts
import { index as index4, integer as integer4, sqliteTable as sqliteTable4, text as text5 } from "drizzle-orm/sqlite-core";
var notifications = sqliteTable4("notifications", {
  id: uuidPk(),
  title: text5("title").notNull(),
  message: text5("message").notNull(),
  type: text5("type", { enum: ["announcement", "offer", "urgent"] }).notNull().default("offer"),
  isActive: bool("is_active").notNull().default(true),
  /** Calendar dates YYYY-MM-DD. */
  startDate: text5("start_date").notNull(),
  endDate: text5("end_date"),
  buttonText: text5("button_text"),
  buttonLink: text5("button_link"),
  createdAt: timestamp("created_at").notNull(),
  updatedAt: timestamp("updated_at").notNull()
});
var chatQueries = sqliteTable4(
  "chat_queries",
  {
    id: uuidPk(),
    userId: text5("user_id").references(() => users.id, { onDelete: "set null" }),
    query: text5("query").notNull(),
    resultsCount: integer4("results_count").notNull().default(0),
    userEmail: text5("user_email"),
    createdAt: timestamp("created_at").notNull()
  },
  (t) => [index4("chat_queries_created_at_idx").on(t.createdAt)]
);
var unmetSearches = sqliteTable4(
  "unmet_searches",
  {
    id: uuidPk(),
    query: text5("query").notNull(),
    source: text5("source", { enum: ["search", "chat"] }).notNull(),
    createdAt: timestamp("created_at").notNull()
  },
  (t) => [index4("unmet_searches_query_idx").on(t.query)]
);

// src/db/schema/admin.ts
import { index as index5, integer as integer5, sqliteTable as sqliteTable5, text as text6, uniqueIndex as uniqueIndex4 } from "drizzle-orm/sqlite-core";
var admins = sqliteTable5(
  "admins",
  {
    id: uuidPk(),
    username: text6("username").notNull(),
    passwordHash: text6("password_hash").notNull(),
    createdAt: timestamp("created_at").notNull(),
    updatedAt: timestamp("updated_at").notNull()
  },
  (t) => [uniqueIndex4("admins_username_unique").on(t.username)]
);
var adminTokens = sqliteTable5(
  "admin_tokens",
  {
    id: uuidPk(),
    tokenHash: text6("token_hash").notNull(),
    adminId: text6("admin_id").notNull().references(() => admins.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at").notNull(),
    lastUsedAt: timestamp("last_used_at"),
    revokedAt: timestamp("revoked_at"),
    createdAt: timestamp("created_at").notNull()
  },
  (t) => [uniqueIndex4("admin_tokens_hash_unique").on(t.tokenHash), index5("admin_tokens_admin_idx").on(t.adminId)]
);
var auditLog = sqliteTable5(
  "audit_log",
  {
    id: integer5("id").primaryKey({ autoIncrement: true }),
    adminId: text6("admin_id"),
    adminUsername: text6("admin_username").notNull(),
    action: text6("action").notNull(),
    targetType: text6("target_type").notNull(),
    targetId: text6("target_id").notNull(),
    before: text6("before", { mode: "json" }),
    after: text6("after", { mode: "json" }),
    createdAt: timestamp("created_at").notNull()
  },
  (t) => [index5("audit_log_target_idx").on(t.targetType, t.targetId)]
);

// src/db/schema/outbox.ts
import { index as index6, integer as integer6, sqliteTable as sqliteTable6, text as text7 } from "drizzle-orm/sqlite-core";
var outbox = sqliteTable6(
  "outbox",
  {
    id: integer6("id").primaryKey({ autoIncrement: true }),
    to: text7("to").notNull(),
    subject: text7("subject").notNull(),
    text: text7("text").notNull(),
    html: text7("html"),
    status: text7("status", { enum: ["pending", "sent", "failed"] }).notNull().default("pending"),
    attempts: integer6("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at").notNull(),
    lastError: text7("last_error"),
    sentAt: timestamp("sent_at"),
    createdAt: timestamp("created_at").notNull()
  },
  (t) => [index6("outbox_due_idx").on(t.status, t.nextAttemptAt)]
);

// src/lib/time.ts
var MINUTE = 6e4;
var HOUR = 60 * MINUTE;
var DAY = 24 * HOUR;

// src/services/sessions.ts
var SESSION_IDLE_MS = 7 * DAY;
var SESSION_ABSOLUTE_MS = 30 * DAY;
var RENEW_WHEN_LEFT_MS = SESSION_IDLE_MS / 2;
function createSession(db, clock, userId) {
  const now = clock.now();
  const token = newToken(32);
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  db.insert(sessions).values({
    id: sha256(token),
    userId,
    expiresAt: expiresAt.toISOString(),
    absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
    createdAt: now.toISOString()
  }).run();
  return { token, expiresAt };
}
function validateSessionToken(db, clock, token) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const id = sha256(token);
  const row = db.select({
    expiresAt: sessions.expiresAt,
    absoluteExpiresAt: sessions.absoluteExpiresAt,
    userId: users.id,
    email: users.email,
    isEmailVerified: users.isEmailVerified
  }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(sessions.id, id)).get();
  if (!row) return null;
  const now = clock.now().getTime();
  const idleEnd = Date.parse(row.expiresAt);
  const absoluteEnd = Date.parse(row.absoluteExpiresAt);
  if (now >= idleEnd || now >= absoluteEnd) {
    db.delete(sessions).where(eq(sessions.id, id)).run();
    return null;
  }
  let expiresAt = new Date(idleEnd);
  let renewed = false;
  if (idleEnd - now < RENEW_WHEN_LEFT_MS) {
    const next = Math.min(now + SESSION_IDLE_MS, absoluteEnd);
    if (next > idleEnd) {
      expiresAt = new Date(next);
      db.update(sessions).set({ expiresAt: expiresAt.toISOString() }).where(eq(sessions.id, id)).run();
      renewed = true;
    }
  }
  return { id, expiresAt, renewed, user: { id: row.userId, email: row.email, isEmailVerified: row.isEmailVerified } };
}
function deleteSession(db, sessionId) {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}
function deleteUserSessions(db, userId) {
  db.delete(sessions).where(eq(sessions.userId, userId)).run();
}
var sessionCookieName = (config2) => config2.secure ? "__Host-session" : "session";
var readSessionCookie = (c, config2) => getCookie(c, sessionCookieName(config2));
function setSessionCookie(c, config2, token, expiresAt, clock) {
  setCookie(c, sessionCookieName(config2), token, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure: config2.secure,
    expires: expiresAt,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - clock.now().getTime()) / 1e3))
  });
}
function clearSessionCookie(c, config2) {
  deleteCookie(c, sessionCookieName(config2), { path: "/", secure: config2.secure, httpOnly: true, sameSite: "Lax" });
}

// src/middleware/session.ts
var loadSession = (deps) => createMiddleware4(async (c, next) => {
  c.set("user", null);
  const token = readSessionCookie(c, deps.config);
  if (token) {
    const session = validateSessionToken(deps.db, deps.clock, token);
    if (!session) {
      clearSessionCookie(c, deps.config);
    } else {
      c.set("user", { ...session.user, sessionId: session.id });
      if (session.renewed) setSessionCookie(c, deps.config, token, session.expiresAt, deps.clock);
    }
  }
  return next();
});
var requireUser = createMiddleware4(async (c, next) => {
  c.header("Cache-Control", "no-store");
  if (!c.get("user")) throw new AppError(401, "Please sign in to continue", "unauthorized");
  await next();
  c.header("Cache-Control", "no-store");
});

// src/routes/admin/index.ts
import { Hono as Hono7 } from "hono";

// src/middleware/admin-auth.ts
import { createMiddleware as createMiddleware5 } from "hono/factory";

// src/services/admin-tokens.ts
import { and, eq as eq2, isNull } from "drizzle-orm";
var ADMIN_TOKEN_TTL_MS = 12 * HOUR;
var LAST_USED_RESOLUTION_MS = MINUTE;
function issueAdminToken(tx, clock, adminId) {
  const token = newToken(32);
  const now = clock.now();
  const tokenId = newId();
  const expiresAt = new Date(now.getTime() + ADMIN_TOKEN_TTL_MS).toISOString();
  tx.insert(adminTokens).values({ id: tokenId, tokenHash: sha256(token), adminId, expiresAt, createdAt: now.toISOString() }).run();
  return { token, tokenId, expiresAt };
}
function authenticateAdminToken(db, clock, token) {
  if (!token || token.length > 200) return null;
  const row = db.select({
    tokenId: adminTokens.id,
    expiresAt: adminTokens.expiresAt,
    revokedAt: adminTokens.revokedAt,
    lastUsedAt: adminTokens.lastUsedAt,
    adminId: admins.id,
    username: admins.username
  }).from(adminTokens).innerJoin(admins, eq2(admins.id, adminTokens.adminId)).where(eq2(adminTokens.tokenHash, sha256(token))).get();
  if (!row || row.revokedAt) return null;
  const now = clock.now();
  if (new Date(row.expiresAt).getTime() <= now.getTime()) return null;
  if (!row.lastUsedAt || now.getTime() - new Date(row.lastUsedAt).getTime() >= LAST_USED_RESOLUTION_MS) {
    db.update(adminTokens).set({ lastUsedAt: now.toISOString() }).where(eq2(adminTokens.id, row.tokenId)).run();
  }
  return { id: row.adminId, username: row.username, tokenId: row.tokenId };
}
function revokeAdminToken(tx, clock, tokenId) {
  tx.update(adminTokens).set({ revokedAt: clock.now().toISOString() }).where(and(eq2(adminTokens.id, tokenId), isNull(adminTokens.revokedAt))).run();
}

// src/middleware/admin-auth.ts
var BEARER = /^Bearer\s+(\S+)\s*$/i;
var requireAdmin = (deps) => createMiddleware5(async (c, next) => {
  const match = BEARER.exec(c.req.header("authorization") ?? "");
  const admin = match?.[1] ? authenticateAdminToken(deps.db, deps.clock, match[1]) : null;
  if (!admin) {
    throw new AppError(401, "Admin sign-in required", "unauthorized", void 0, { "WWW-Authenticate": 'Bearer realm="admin"' });
  }
  c.set("admin", admin);
  await next();
});

// src/services/admin-accounts.ts
import { count, eq as eq4 } from "drizzle-orm";

// src/services/admin-errors.ts
function isUniqueViolation(err, column) {
  for (let e = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const unique = "code" in e && e.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/.test(e.message);
    if (unique && (!column || e.message.includes(column))) return true;
  }
  return false;
}

// src/services/audit-log.ts
import { and as and2, asc, eq as eq3 } from "drizzle-orm";
var CLI_ACTOR = { id: null, username: "cli" };
function recordAudit(tx, clock, entry) {
  tx.insert(auditLog).values({
    adminId: entry.actor.id,
    adminUsername: entry.actor.username,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: clock.now().toISOString()
  }).run();
}
function auditEntriesFor(db, targetType, targetId) {
  return db.select().from(auditLog).where(and2(eq3(auditLog.targetType, targetType), eq3(auditLog.targetId, targetId))).orderBy(asc(auditLog.id)).all();
}

// src/services/passwords.ts
import { randomBytes as randomBytes2, scrypt, timingSafeEqual } from "node:crypto";
var LOG_N = 17;
var R = 8;
var P = 1;
var KEY_BYTES = 32;
var SALT_BYTES = 16;
var MAXMEM = 256 * 1024 * 1024;
function derive(password, salt, logN, r, p) {
  const options = { N: 2 ** logN, r, p, maxmem: MAXMEM };
  const input = Buffer.from(password.normalize("NFC"), "utf8");
  return new Promise((ok, fail) => scrypt(input, salt, KEY_BYTES, options, (err, key) => err ? fail(err) : ok(key)));
}
async function hashPassword(password) {
  const salt = randomBytes2(SALT_BYTES);
  const key = await derive(password, salt, LOG_N, R, P);
  return ["scrypt", LOG_N, R, P, salt.toString("base64url"), key.toString("base64url")].join("$");
}
async function verifyPassword(password, stored) {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [logN, r, p] = parts.slice(1, 4).map(Number);
  if (![logN, r, p].every((n) => Number.isInteger(n) && n > 0) || logN > 20) return false;
  const salt = Buffer.from(parts[4] ?? "", "base64url");
  const expected = Buffer.from(parts[5] ?? "", "base64url");
  if (expected.length === 0) return false;
  const actual = await derive(password, salt, logN, r, p);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
var dummyHash;
async function verifyDummyPassword(password) {
  dummyHash ??= hashPassword(randomBytes2(24).toString("base64url"));
  await verifyPassword(password, await dummyHash);
  return false;
}

// src/services/admin-accounts.ts
var USERNAME_PATTERN = /^[a-z0-9._@-]{1,100}$/;
var ADMIN_PASSWORD_MIN = 8;
function normalizeUsername(username) {
  return username.trim().toLowerCase();
}
function checkUsername(username) {
  const name = normalizeUsername(username);
  if (!USERNAME_PATTERN.test(name)) {
    throw new AppError(400, "Username must be 1 to 100 letters, digits, or . _ @ -", "validation_error");
  }
  return name;
}
function checkAdminPassword(password) {
  if ([...password].length < ADMIN_PASSWORD_MIN) {
    throw new AppError(400, `Password must be at least ${ADMIN_PASSWORD_MIN} characters`, "validation_error");
  }
}
var generateAdminPassword = () => newToken(18);
function adminCount(db) {
  return db.select({ n: count() }).from(admins).get()?.n ?? 0;
}
function findAdminByUsername(db, username) {
  return db.select().from(admins).where(eq4(admins.username, normalizeUsername(username))).get();
}
async function createAdmin(deps, input) {
  const username = checkUsername(input.username);
  checkAdminPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now().toISOString();
  const id = newId();
  try {
    deps.db.transaction((tx) => {
      if (findAdminByUsername(tx, username)) throw new AppError(409, `An admin named ${username} already exists`, "conflict");
      tx.insert(admins).values({ id, username, passwordHash, createdAt: now, updatedAt: now }).run();
      recordAudit(tx, deps.clock, { actor: input.actor, action: "admin.create", targetType: "admin", targetId: id, after: { username } });
    });
  } catch (err) {
    if (isUniqueViolation(err, "admins.username")) {
      throw new AppError(409, `An admin named ${username} already exists`, "conflict");
    }
    throw err;
  }
  return { id, username };
}

// src/services/admin-login.ts
var adminLoginFailed = () => new AppError(401, MESSAGES.adminInvalidCredentials, "invalid_credentials");
async function loginAdmin(deps, input) {
  const admin = findAdminByUsername(deps.db, input.username);
  const ok = admin ? await verifyPassword(input.password, admin.passwordHash) : await verifyDummyPassword(input.password);
  if (!admin || !ok) throw adminLoginFailed();
  const issued = deps.db.transaction((tx) => {
    const t = issueAdminToken(tx, deps.clock, admin.id);
    recordAudit(tx, deps.clock, {
      actor: { id: admin.id, username: admin.username },
      action: "admin.login",
      targetType: "admin",
      targetId: admin.id,
      after: { tokenId: t.tokenId, expiresAt: t.expiresAt }
    });
    return t;
  });
  return { token: issued.token, admin: { id: admin.id, username: admin.username }, expiresAt: issued.expiresAt };
}
function logoutAdmin(deps, admin) {
  deps.db.transaction((tx) => {
    revokeAdminToken(tx, deps.clock, admin.tokenId);
    recordAudit(tx, deps.clock, {
      actor: { id: admin.id, username: admin.username },
      action: "admin.logout",
      targetType: "admin",
      targetId: admin.id,
      before: { tokenId: admin.tokenId }
    });
  });
}

// src/routes/admin/analytics.ts
import { Hono } from "hono";

// src/services/admin-zoned-time.ts
var formatters2 = /* @__PURE__ */ new Map();
function formatter(timeZone) {
  let f = formatters2.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit"
    });
    formatters2.set(timeZone, f);
  }
  return f;
}
function zoneOffsetMs(timeZone, instant) {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - Math.floor(instant.getTime() / 1e3) * 1e3;
}
function zonedMidnight(date, timeZone) {
  const [y, m, d] = date.split("-").map(Number);
  const wallMidnight = Date.UTC(y, m - 1, d);
  let t = wallMidnight - zoneOffsetMs(timeZone, new Date(wallMidnight));
  t = wallMidnight - zoneOffsetMs(timeZone, new Date(t));
  return new Date(t);
}

// src/services/admin-analytics.ts
var ACTIVITY_DAYS = 7;
var TOP_N = 5;
var UNMET_N = 10;
var STATUS_COUNTS = "SELECT status, count(*) AS n FROM orders GROUP BY status";
var TOP_MARKETS = `
  SELECT s.market AS market, sum(o.n) AS count
  FROM (SELECT station_id, count(*) AS n FROM orders WHERE station_id IS NOT NULL GROUP BY station_id) AS o
  JOIN stations AS s ON s.id = o.station_id
  GROUP BY s.market
  ORDER BY count DESC, market ASC
  LIMIT ${TOP_N}`;
var TOP_AGENCIES = `
  SELECT agency_name AS agencyName, count(*) AS count
  FROM orders
  WHERE agency_name IS NOT NULL AND agency_name <> ''
  GROUP BY agency_name
  ORDER BY count DESC, agency_name ASC
  LIMIT ${TOP_N}`;
var UNMET_DEMAND = `
  SELECT query, sum(n) AS count FROM (
    SELECT lower(trim(query)) AS query, count(*) AS n FROM chat_queries WHERE results_count = 0 GROUP BY 1
    UNION ALL
    SELECT lower(trim(query)) AS query, count(*) AS n FROM unmet_searches WHERE source = 'search' GROUP BY 1
  )
  WHERE query <> ''
  GROUP BY query
  ORDER BY count DESC, query ASC
  LIMIT ${UNMET_N}`;
function dailyCountsSql(days) {
  const cases = Array.from({ length: days - 1 }, (_, i) => `WHEN created_at < @b${i + 1} THEN ${i}`).join(" ");
  return `SELECT CASE ${cases} ELSE ${days - 1} END AS day, count(*) AS n
    FROM orders WHERE created_at >= @b0 AND created_at < @b${days} GROUP BY day`;
}
var DAILY_COUNTS = dailyCountsSql(ACTIVITY_DAYS);
function computeAnalytics(db, clock, timeZone) {
  const client = db.$client;
  const byCustomer = { pending: 0, confirmed: 0, completed: 0, cancelled: 0 };
  let total = 0;
  for (const row of client.prepare(STATUS_COUNTS).all()) {
    byCustomer[customerStatusOf(row.status)] += row.n;
    total += row.n;
  }
  const today = todayIn(timeZone, clock.now());
  const dates = Array.from({ length: ACTIVITY_DAYS }, (_, i) => addDays(today, i - (ACTIVITY_DAYS - 1)));
  const bounds = Object.fromEntries(
    [...dates, addDays(today, 1)].map((d, i) => [`b${i}`, zonedMidnight(d, timeZone).toISOString()])
  );
  const perDay = /* @__PURE__ */ new Map();
  for (const row of client.prepare(DAILY_COUNTS).all(bounds)) perDay.set(row.day, row.n);
  return {
    totalSubmissions: total,
    conversionRate: conversionRate(byCustomer.confirmed, byCustomer.completed, total),
    pendingRequests: byCustomer.pending,
    completed: byCustomer.completed,
    confirmed: byCustomer.confirmed,
    cancelled: byCustomer.cancelled,
    last7Days: dates.map((date, i) => ({ date, count: perDay.get(i) ?? 0 })),
    topMarkets: client.prepare(TOP_MARKETS).all(),
    topAgencies: client.prepare(TOP_AGENCIES).all(),
    statusDistribution: byCustomer,
    unmetDemand: client.prepare(UNMET_DEMAND).all()
  };
}

// src/routes/admin/analytics.ts
var adminAnalyticsRoutes = (deps) => new Hono().get("/", (c) => c.json(computeAnalytics(deps.db, deps.clock, deps.config.businessTimeZone), 200));

// src/routes/admin/chat-queries.ts
import { Hono as Hono2 } from "hono";

// src/lib/validate.ts
import { zValidator } from "@hono/zod-validator";
function fieldErrorsOf(error) {
  const out = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
function validationError(error) {
  const fieldErrors = fieldErrorsOf(error);
  const first = Object.values(fieldErrors)[0]?.[0] ?? "Invalid request";
  return new AppError(400, first, "validation_error", fieldErrors);
}
var validate = (target, schema) => zValidator(target, schema, (result) => {
  if (!result.success) throw validationError(result.error);
});

// src/services/admin-chat-queries.ts
import { count as count2, desc, gte, sql as sql2 } from "drizzle-orm";
var RECENT_ACTIVITY_MS = HOUR;
function listChatQueries(db, page) {
  const items = db.select({
    id: chatQueries.id,
    userId: chatQueries.userId,
    userEmail: chatQueries.userEmail,
    query: chatQueries.query,
    resultsCount: chatQueries.resultsCount,
    createdAt: chatQueries.createdAt
  }).from(chatQueries).orderBy(desc(chatQueries.createdAt), desc(chatQueries.id)).limit(page.limit).offset(page.offset).all();
  const total = db.select({ n: count2() }).from(chatQueries).get()?.n ?? 0;
  return { items, total };
}
function chatQuerySummary(db, clock) {
  const since = new Date(clock.now().getTime() - RECENT_ACTIVITY_MS).toISOString();
  const all = db.select({ n: count2(), avg: sql2`avg(${chatQueries.resultsCount})` }).from(chatQueries).get();
  const recent = db.select({ n: count2() }).from(chatQueries).where(gte(chatQueries.createdAt, since)).get();
  return {
    totalQueries: all?.n ?? 0,
    averageResults: Math.round(all?.avg ?? 0),
    recentActivity: recent?.n ?? 0
  };
}

// src/routes/admin/paging.ts
import { z as z7 } from "zod";

// src/services/admin-orders.ts
import { and as and3, count as count3, eq as eq7, inArray as inArray2, or, sql as sql3 } from "drizzle-orm";

// src/services/admin-stations.ts
import { asc as asc2, eq as eq5 } from "drizzle-orm";
function adminStationJson(row) {
  return {
    id: row.id,
    callLetters: row.callLetters,
    affiliate: row.affiliate,
    market: row.market,
    state: row.state,
    city: row.city,
    showName: row.showName ?? "",
    link: row.link,
    rate: row.rate,
    isHidden: row.isHidden,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    contactTitle: row.contactTitle,
    mediaCompany: row.mediaCompany,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt
  };
}
function listAdminStations(db) {
  return db.select().from(stations).orderBy(asc2(stations.market), asc2(stations.callLetters)).all().map(adminStationJson);
}
function findStation(db, id) {
  return db.select().from(stations).where(eq5(stations.id, id)).get();
}
var duplicate = (callLetters) => new AppError(409, `A station with call letters ${callLetters} already exists`, "conflict", {
  callLetters: [`A station with call letters ${callLetters} already exists`]
});
function createStation(deps, actor, input) {
  const now = deps.clock.now().toISOString();
  const row = { id: newId(), ...input, isHidden: false, createdAt: now, updatedAt: now };
  try {
    deps.db.transaction((tx) => {
      tx.insert(stations).values(row).run();
      recordAudit(tx, deps.clock, { actor, action: "station.create", targetType: "station", targetId: row.id, after: row });
    });
  } catch (err) {
    if (isUniqueViolation(err, "stations.call_letters")) throw duplicate(input.callLetters);
    throw err;
  }
  return adminStationJson(row);
}
function updateStation(deps, actor, id, patch) {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== void 0));
  try {
    return deps.db.transaction((tx) => {
      const before = findStation(tx, id);
      if (!before) throw notFound("Station not found");
      const after = { ...before, ...changes, updatedAt: deps.clock.now().toISOString() };
      tx.update(stations).set({ ...changes, updatedAt: after.updatedAt }).where(eq5(stations.id, id)).run();
      recordAudit(tx, deps.clock, { actor, action: "station.update", targetType: "station", targetId: id, before, after });
      return adminStationJson(after);
    });
  } catch (err) {
    if (isUniqueViolation(err, "stations.call_letters")) throw duplicate(String(changes.callLetters));
    throw err;
  }
}
function setStationVisibility(deps, actor, id, isHidden) {
  return deps.db.transaction((tx) => {
    const before = findStation(tx, id);
    if (!before) throw notFound("Station not found");
    const after = { ...before, isHidden, updatedAt: deps.clock.now().toISOString() };
    tx.update(stations).set({ isHidden, updatedAt: after.updatedAt }).where(eq5(stations.id, id)).run();
    recordAudit(tx, deps.clock, {
      actor,
      action: "station.visibility",
      targetType: "station",
      targetId: id,
      before: { isHidden: before.isHidden },
      after: { isHidden }
    });
    return adminStationJson(after);
  });
}
function deleteStation(deps, actor, id) {
  deps.db.transaction((tx) => {
    const before = findStation(tx, id);
    if (!before) throw notFound("Station not found");
    tx.delete(stations).where(eq5(stations.id, id)).run();
    recordAudit(tx, deps.clock, { actor, action: "station.delete", targetType: "station", targetId: id, before });
  });
}

// src/services/order-json.ts
import { inArray } from "drizzle-orm";

// src/services/station-catalogue.ts
import { createHash as createHash2 } from "node:crypto";
import { gzipSync } from "node:zlib";
import { asc as asc3, eq as eq6 } from "drizzle-orm";
var publicStationColumns = {
  id: stations.id,
  callLetters: stations.callLetters,
  affiliate: stations.affiliate,
  market: stations.market,
  state: stations.state,
  city: stations.city,
  showName: stations.showName,
  link: stations.link,
  rate: stations.rate,
  isHidden: stations.isHidden
};
var norm = (s) => s.trim().toLowerCase().replace(/\s+/g, " ");
function matchesText(s, stateName, words) {
  const hay = [s.callLetters, s.market, s.affiliate, s.showName ?? "", s.city ?? "", s.state ?? "", stateName].map(
    (f) => f.toLowerCase()
  );
  return words.every((w) => hay.some((f) => w.length <= 2 ? f === w || f.split(/[\s,-]+/).includes(w) : f.includes(w)));
}
function filterStations(list, query) {
  let out = list;
  if (query.state !== void 0) {
    const st = resolveState(query.state);
    out = st ? out.filter((s) => s.state === st.code) : [];
  }
  if (query.market !== void 0) {
    const m = norm(query.market);
    out = m ? out.filter((s) => s.market.toLowerCase().includes(m)) : out;
  }
  if (query.q !== void 0) {
    const q = norm(query.q);
    if (!q) return out;
    const state = resolveState(q);
    if (state) return out.filter((s) => s.state === state.code);
    const stateNames = /* @__PURE__ */ new Map();
    const nameOf = (code) => {
      if (!code) return "";
      let n = stateNames.get(code);
      if (n === void 0) stateNames.set(code, n = resolveState(code)?.name ?? "");
      return n;
    };
    const words = q.split(/[\s,]+/).filter(Boolean);
    const direct = out.filter((s) => matchesText(s, nameOf(s.state), words));
    if (direct.length) return direct;
    const expanded = expandSearchTerm(q);
    if (expanded.city && expanded.state) return out.filter((s) => s.state === expanded.state?.code);
    return [];
  }
  return out;
}
function createStationCatalogue(db) {
  const versionStmt = db.$client.prepare("select version from data_versions where name = 'stations'").pluck();
  const loadVisible = db.select(publicStationColumns).from(stations).where(eq6(stations.isHidden, false)).orderBy(asc3(stations.market), asc3(stations.callLetters)).prepare();
  let loaded = -1;
  let visible = [];
  let byId = /* @__PURE__ */ new Map();
  const lists = /* @__PURE__ */ new Map();
  function fresh() {
    const v = versionStmt.get() ?? 0;
    if (v !== loaded) {
      visible = loadVisible.all();
      byId = new Map(visible.map((s) => [s.id, s]));
      lists.clear();
      loaded = v;
    }
    return v;
  }
  return {
    /** Visible stations matching the query, serialized once per catalogue version. */
    list(query) {
      const version = fresh();
      const key = JSON.stringify([query.state ?? null, query.market ?? null, query.q ?? null]).toLowerCase();
      let hit = lists.get(key);
      if (!hit) {
        const rows = filterStations(visible, query);
        const body = JSON.stringify(rows);
        const etag = `W/"${version}-${createHash2("sha1").update(key).digest("base64url").slice(0, 16)}"`;
        let gz;
        hit = { body, etag, count: rows.length, gzip: () => gz ??= gzipSync(body) };
        if (lists.size >= 1e3) lists.clear();
        lists.set(key, hit);
      }
      return hit;
    },
    /** A visible station by id, or undefined (hidden and unknown look the same). */
    get(id) {
      fresh();
      return byId.get(id);
    },
    visible() {
      fresh();
      return visible;
    }
  };
}

// src/services/order-json.ts
function orderJson(row, station) {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    userId: row.userId,
    agencyName: row.agencyName,
    clientName: row.clientName,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    interviewTopic: row.interviewTopic,
    // A station deleted by an operator leaves the order with no station id.
    stationId: row.stationId ?? "",
    preferredDate: row.preferredDate,
    alternativeDate: row.alternativeDate,
    notes: row.notes,
    status: row.status,
    customerStatus: customerStatusOf(row.status),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    station: station ?? null
  };
}
function ordersJson(db, rows) {
  const ids = [...new Set(rows.map((r) => r.stationId).filter((id) => id !== null))];
  const found = ids.length ? db.select(publicStationColumns).from(stations).where(inArray(stations.id, ids)).all() : [];
  const byId = new Map(found.map((s) => [s.id, s]));
  return rows.map((row) => orderJson(row, row.stationId ? byId.get(row.stationId) : null));
}

// src/services/admin-orders.ts
var DEFAULT_PAGE_SIZE = 500;
var MAX_PAGE_SIZE = 5e3;
function adminOrderJson(row, station) {
  return { ...orderJson(row, null), station: station ? adminStationJson(station) : null };
}
var likePattern = (text8) => `%${text8.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
function whereOf(db, query) {
  const conditions = [];
  if (query.status) conditions.push(eq7(orders.status, query.status));
  const q = query.q?.trim();
  if (q) {
    const p = likePattern(q);
    const like = (column) => sql3`${column} LIKE ${p} ESCAPE '\\'`;
    const stationIds = db.select({ id: stations.id }).from(stations).where(like(stations.callLetters)).all().map((s) => s.id);
    conditions.push(
      or(
        like(orders.clientName),
        like(orders.agencyName),
        like(orders.contactName),
        like(orders.email),
        like(orders.orderNumber),
        stationIds.length ? inArray2(orders.stationId, stationIds) : void 0
      )
    );
  }
  return and3(...conditions);
}
function orderByOf(query) {
  const dir = sql3.raw(query.sort === "oldest" ? "asc" : "desc");
  const created = query.q?.trim() ? sql3`+${orders.createdAt}` : sql3`${orders.createdAt}`;
  return [sql3`${created} ${dir}`, sql3`"orders"."rowid" ${dir}`];
}
function listAdminOrders(db, query) {
  const where = whereOf(db, query);
  const rows = db.select({ order: orders, station: stations }).from(orders).leftJoin(stations, eq7(stations.id, orders.stationId)).where(where).orderBy(...orderByOf(query)).limit(query.limit).offset(query.offset).all();
  const total = db.select({ n: count3() }).from(orders).where(where).get()?.n ?? 0;
  return { items: rows.map((r) => adminOrderJson(r.order, r.station)), total };
}
function findOrderWithStation(db, id) {
  return db.select({ order: orders, station: stations }).from(orders).leftJoin(stations, eq7(stations.id, orders.stationId)).where(eq7(orders.id, id)).get();
}
function orderHistory(db, row) {
  const history = [{ status: "pending", at: row.createdAt, by: null }];
  for (const entry of auditEntriesFor(db, "order", row.id)) {
    const after = entry.after;
    if (entry.action === "order.status" && isOrderStatus(after?.status)) {
      history.push({ status: after.status, at: entry.createdAt, by: entry.adminUsername });
    }
  }
  return history;
}
function getAdminOrder(db, id) {
  const found = findOrderWithStation(db, id);
  if (!found) throw notFound("Request not found");
  return { ...adminOrderJson(found.order, found.station), history: orderHistory(db, found.order) };
}

// src/routes/admin/paging.ts
var LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
var OFFSET_MESSAGE = "offset must be a whole number, 0 or more";
var pageQuery = z7.object({
  limit: z7.coerce.number({ error: LIMIT_MESSAGE }).int({ error: LIMIT_MESSAGE }).min(1, { error: LIMIT_MESSAGE }).max(MAX_PAGE_SIZE, { error: LIMIT_MESSAGE }).default(DEFAULT_PAGE_SIZE),
  offset: z7.coerce.number({ error: OFFSET_MESSAGE }).int({ error: OFFSET_MESSAGE }).min(0, { error: OFFSET_MESSAGE }).max(Number.MAX_SAFE_INTEGER, { error: OFFSET_MESSAGE }).default(0)
});

// src/routes/admin/chat-queries.ts
var adminChatQueryRoutes = (deps) => new Hono2().get("/", validate("query", pageQuery), (c) => {
  const { items, total } = listChatQueries(deps.db, c.req.valid("query"));
  c.header("X-Total-Count", String(total));
  return c.json(items, 200);
}).get("/summary", (c) => c.json(chatQuerySummary(deps.db, deps.clock), 200));

// src/routes/admin/login.ts
import { Hono as Hono3 } from "hono";

// src/middleware/rate-limit.ts
import { getConnInfo } from "@hono/node-server/conninfo";
import { createMiddleware as createMiddleware6 } from "hono/factory";
function clientAddress(c, config2) {
  let socket = "unknown";
  try {
    socket = getConnInfo(c).remote.address ?? "unknown";
  } catch {
  }
  if (config2.trustProxy && (config2.trustProxy === socket || config2.trustProxy === "*")) {
    const hops = (c.req.header("x-forwarded-for") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    return hops.at(-1) ?? socket;
  }
  return socket;
}
function createRateLimiter(opts) {
  const windows = /* @__PURE__ */ new Map();
  const current = (key) => {
    const now = opts.clock.now().getTime();
    let w = windows.get(key);
    if (!w || now - w.start >= opts.windowMs) {
      w = { start: now, count: 0 };
      windows.set(key, w);
      if (windows.size > 5e4) windows.clear();
    }
    return { w, now };
  };
  const refuse = (w, now) => {
    const retryAfter = Math.max(1, Math.ceil((w.start + opts.windowMs - now) / 1e3));
    return new AppError(429, "Too many requests. Please wait a moment and try again.", "rate_limited", void 0, {
      "Retry-After": String(retryAfter)
    });
  };
  return {
    hit(key) {
      if (!opts.enabled) return;
      const { w, now } = current(key);
      w.count++;
      if (w.count > opts.limit) throw refuse(w, now);
    },
    check(key) {
      if (!opts.enabled) return;
      const { w, now } = current(key);
      if (w.count >= opts.limit) throw refuse(w, now);
    },
    reset(key) {
      windows.delete(key);
    }
  };
}
var rateLimitByAddress = (config2, limiter, name) => createMiddleware6(async (c, next) => {
  limiter.hit(`${name}:${clientAddress(c, config2)}`);
  return next();
});

// src/routes/admin/login.ts
var ADMIN_LOGIN_RATE_LIMIT = {
  perAddress: { limit: 30, windowMs: 15 * MINUTE },
  perUsername: { limit: 10, windowMs: 15 * MINUTE }
};
var adminLoginRoutes = (deps) => {
  const { config: config2, clock } = deps;
  const logger = deps.logger;
  const enabled = config2.rateLimits;
  const byAddress = createRateLimiter({ ...ADMIN_LOGIN_RATE_LIMIT.perAddress, clock, enabled });
  const byUsername = createRateLimiter({ ...ADMIN_LOGIN_RATE_LIMIT.perUsername, clock, enabled });
  return new Hono3().post("/login", validate("json", adminLoginSchema), async (c) => {
    const { username, password } = c.req.valid("json");
    const address = clientAddress(c, config2);
    const userKey = `admin-login-user:${normalizeUsername(username)}`;
    byAddress.hit(`admin-login:${address}`);
    byUsername.check(userKey);
    try {
      const { token, admin, expiresAt } = await loginAdmin(deps, { username, password });
      logger?.info("admin login", { requestId: c.var.requestId, admin: admin.username });
      return c.json({ token, expiresAt }, 200);
    } catch (err) {
      if (err instanceof AppError && err.status === 401) {
        logger?.info("admin login failed", { requestId: c.var.requestId, username: normalizeUsername(username), address });
        byUsername.hit(userKey);
      }
      throw err;
    }
  });
};

// src/routes/admin/notifications.ts
import { Hono as Hono4 } from "hono";

// src/services/admin-notifications.ts
import { desc as desc2, eq as eq8 } from "drizzle-orm";

// src/services/notification-json.ts
function notificationJson(row) {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type,
    isActive: row.isActive,
    startDate: row.startDate,
    endDate: row.endDate,
    buttonText: row.buttonText,
    buttonLink: row.buttonLink,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt
  };
}

// src/services/admin-notifications.ts
var END_BEFORE_START2 = "End date must be on or after the start date";
function listAdminNotifications(db) {
  return db.select().from(notifications).orderBy(desc2(notifications.createdAt), desc2(notifications.id)).all().map(notificationJson);
}
function createNotification(deps, actor, input) {
  const now = deps.clock.now().toISOString();
  const row = { id: newId(), ...input, createdAt: now, updatedAt: now };
  deps.db.transaction((tx) => {
    tx.insert(notifications).values(row).run();
    recordAudit(tx, deps.clock, { actor, action: "notification.create", targetType: "notification", targetId: row.id, after: row });
  });
  return notificationJson(row);
}
function updateNotification(deps, actor, id, patch) {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== void 0));
  return deps.db.transaction((tx) => {
    const before = tx.select().from(notifications).where(eq8(notifications.id, id)).get();
    if (!before) throw notFound("Notification not found");
    const after = { ...before, ...changes, updatedAt: deps.clock.now().toISOString() };
    if (after.endDate && after.endDate < after.startDate) throw badRequest(END_BEFORE_START2, { endDate: [END_BEFORE_START2] });
    tx.update(notifications).set({ ...changes, updatedAt: after.updatedAt }).where(eq8(notifications.id, id)).run();
    recordAudit(tx, deps.clock, { actor, action: "notification.update", targetType: "notification", targetId: id, before, after });
    return notificationJson(after);
  });
}
function deleteNotification(deps, actor, id) {
  deps.db.transaction((tx) => {
    const before = tx.select().from(notifications).where(eq8(notifications.id, id)).get();
    if (!before) throw notFound("Notification not found");
    tx.delete(notifications).where(eq8(notifications.id, id)).run();
    recordAudit(tx, deps.clock, { actor, action: "notification.delete", targetType: "notification", targetId: id, before });
  });
}

// src/routes/admin/notifications.ts
var adminNotificationRoutes = (deps) => new Hono4().get("/", (c) => c.json(listAdminNotifications(deps.db), 200)).post("/", validate("json", notificationInputSchema), (c) => c.json(createNotification(deps, c.var.admin, c.req.valid("json")), 201)).patch(
  "/:id",
  validate("json", notificationUpdateSchema),
  (c) => c.json(updateNotification(deps, c.var.admin, c.req.param("id"), c.req.valid("json")), 200)
).delete("/:id", (c) => {
  deleteNotification(deps, c.var.admin, c.req.param("id"));
  return c.body(null, 204);
});

// src/routes/admin/orders.ts
import { Hono as Hono5 } from "hono";
import { z as z8 } from "zod";

// src/services/admin-order-status.ts
import { eq as eq10 } from "drizzle-orm";

// src/mail/templates/order-details.ts
function stationSection(station) {
  return {
    heading: "Station",
    rows: [
      { label: "Call letters", value: station.callLetters },
      { label: "Affiliate", value: station.affiliate },
      { label: "Market", value: station.market },
      { label: "Show", value: station.showName || MESSAGES.notSpecified },
      { label: "Rate", value: formatRate(station.rate) }
    ]
  };
}
function contactSection(order) {
  return {
    heading: "Contact",
    rows: [
      { label: "Agency", value: order.agencyName ?? MESSAGES.notProvided },
      { label: "Contact name", value: order.contactName },
      { label: "Email", value: order.email },
      { label: "Phone", value: order.phone ?? MESSAGES.notProvided }
    ]
  };
}
function interviewSection(order) {
  return {
    heading: "Interview",
    rows: [
      { label: "Client", value: order.clientName },
      { label: "Interview topic", value: order.interviewTopic },
      { label: "Preferred date", value: formatDate(order.preferredDate) },
      { label: "Alternative date", value: order.alternativeDate ? formatDate(order.alternativeDate) : MESSAGES.notProvided },
      { label: "Notes", value: order.notes ?? "None" }
    ]
  };
}

// src/mail/templates/order-email-layout.ts
function escapeHtml(value) {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
var SIGNATURE = "The Spotlight TV team";
function renderText(parts) {
  const lines = [];
  if (parts.greeting) lines.push(parts.greeting, "");
  for (const p of parts.intro) lines.push(p, "");
  for (const section of parts.sections ?? []) {
    lines.push(section.heading);
    for (const row of section.rows) lines.push(`  ${row.label}: ${row.value}`);
    lines.push("");
  }
  if (parts.action) lines.push(`${parts.action.label}: ${parts.action.url}`, "");
  for (const p of parts.outro ?? []) lines.push(p, "");
  lines.push(SIGNATURE);
  return `${lines.join("\n")}
`;
}
var FONT = "font-family:Arial,Helvetica,sans-serif;color:#0f172a;";
function renderHtml(parts) {
  const out = [
    `<div style="${FONT}max-width:600px;margin:0 auto;padding:16px;">`,
    '<p style="font-size:18px;font-weight:bold;color:#4338ca;margin:0 0 16px;">Spotlight TV</p>'
  ];
  if (parts.greeting) out.push(`<p>${escapeHtml(parts.greeting)}</p>`);
  for (const p of parts.intro) out.push(`<p>${escapeHtml(p)}</p>`);
  for (const section of parts.sections ?? []) {
    out.push(`<h3 style="margin:20px 0 8px;font-size:15px;">${escapeHtml(section.heading)}</h3>`);
    out.push('<table style="border-collapse:collapse;width:100%;font-size:14px;">');
    for (const row of section.rows) {
      out.push(
        `<tr><td style="padding:4px 12px 4px 0;color:#475569;vertical-align:top;white-space:nowrap;">${escapeHtml(row.label)}</td><td style="padding:4px 0;white-space:pre-wrap;">${escapeHtml(row.value)}</td></tr>`
      );
    }
    out.push("</table>");
  }
  if (parts.action) {
    const url = escapeHtml(parts.action.url);
    out.push(
      `<p style="margin:24px 0;"><a href="${url}" style="background:#4338ca;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block;">${escapeHtml(parts.action.label)}</a></p>`,
      `<p style="font-size:12px;color:#475569;">Or open this address: <a href="${url}">${url}</a></p>`
    );
  }
  for (const p of parts.outro ?? []) out.push(`<p>${escapeHtml(p)}</p>`);
  out.push(`<p style="color:#475569;">${escapeHtml(SIGNATURE)}</p>`, "</div>");
  return out.join("\n");
}

// src/mail/templates/status-changed-email.ts
var showOf = (station) => station ? `${station.showName || station.callLetters} (${station.callLetters}, ${station.market})` : "the station you chose";
function wording(input) {
  const { order, station } = input;
  const n = order.orderNumber;
  switch (input.status) {
    case "booking_completed":
      return {
        subject: `Your booking is confirmed: request ${n}`,
        intro: [
          `Good news: the interview of ${order.clientName} on ${showOf(station)} is booked.`,
          `We are confirming the schedule with the station for ${formatDate(order.preferredDate)}${order.alternativeDate ? ` (or ${formatDate(order.alternativeDate)})` : ""} and will send the final details and payment instructions shortly.`
        ]
      };
    case "finished":
      return {
        subject: `Your interview is complete: request ${n}`,
        intro: [
          `The interview of ${order.clientName} on ${showOf(station)} is complete. Thank you for booking with us.`,
          "Media assets come directly from the station once they are ready."
        ]
      };
    case "cancelled":
      return {
        subject: `Your booking request was cancelled: request ${n}`,
        intro: [
          `Your request to book ${order.clientName} on ${showOf(station)} has been cancelled.`,
          "Nothing has been charged. If you did not expect this, reply to this email or write to us and we will help you find another slot."
        ]
      };
  }
}
function statusChangedEmail(input) {
  const { order, station, publicUrl, contactEmail } = input;
  const { subject, intro } = wording(input);
  const parts = {
    greeting: `Hi ${order.contactName},`,
    intro: [...intro, `Your request number is ${order.orderNumber}.`],
    sections: [...station ? [stationSection(station)] : [], interviewSection(order)],
    action: { label: "Track your request", url: `${publicUrl}/track` },
    outro: [`Questions? Write to ${contactEmail}.`]
  };
  return { to: order.email, subject, text: renderText(parts), html: renderHtml(parts) };
}
function isEmailedStatus(status2) {
  return status2 === "booking_completed" || status2 === "finished" || status2 === "cancelled";
}

// src/services/profile-counters.ts
import { and as and4, eq as eq9, inArray as inArray3, isNull as isNull2, or as or2, sql as sql4 } from "drizzle-orm";
var STORED_CONFIRMED = ["booking_completed", "finished"];
var counts = (status2) => {
  const c = customerStatusOf(status2);
  return c === "confirmed" || c === "completed";
};
function ownerOf(tx, order) {
  if (order.userId) return order.userId;
  const email = order.email.trim().toLowerCase();
  return tx.select({ id: users.id }).from(users).where(and4(eq9(users.email, email), eq9(users.isEmailVerified, true))).get()?.id;
}
function ensureProfile(tx, userId, now) {
  const existing = tx.select({ id: userProfiles.id }).from(userProfiles).where(eq9(userProfiles.userId, userId)).get();
  if (existing) return;
  const user = tx.select().from(users).where(eq9(users.id, userId)).get();
  if (!user) return;
  tx.insert(userProfiles).values({
    id: newId(),
    userId,
    agencyName: freeAgencyName(tx, user.userType === "agency" ? user.agencyName : null),
    email: user.email,
    joinedAt: user.createdAt,
    lastActive: now
  }).run();
}
function freeAgencyName(tx, name) {
  if (!name) return null;
  const taken = tx.select({ id: userProfiles.id }).from(userProfiles).where(eq9(userProfiles.agencyName, name)).get();
  return taken ? null : name;
}
function bump(tx, userId, delta, now) {
  ensureProfile(tx, userId, now);
  tx.update(userProfiles).set({
    totalBookings: sql4`max(0, ${userProfiles.totalBookings} + ${delta.total})`,
    confirmedBookings: sql4`max(0, ${userProfiles.confirmedBookings} + ${delta.confirmed})`,
    totalSpent: sql4`max(0, ${userProfiles.totalSpent} + ${delta.spent})`,
    lastActive: now
  }).where(eq9(userProfiles.userId, userId)).run();
}
var stamp = (now) => (now ?? /* @__PURE__ */ new Date()).toISOString();
function recordOrderCreated(tx, order, now) {
  const owner = ownerOf(tx, order);
  if (owner) bump(tx, owner, { total: 1, confirmed: 0, spent: 0 }, stamp(now));
}
function recordOrderStatusChanged(tx, order, before, after, now) {
  const change = Number(counts(after)) - Number(counts(before));
  if (change === 0) return;
  const owner = ownerOf(tx, order);
  if (owner) bump(tx, owner, { total: 0, confirmed: change, spent: change * (order.stationRate ?? 0) }, stamp(now));
}
function recordOrderDeleted(tx, order, now) {
  const owner = ownerOf(tx, order);
  if (!owner) return;
  const confirmed = counts(order.status) ? 1 : 0;
  bump(tx, owner, { total: -1, confirmed: -confirmed, spent: -confirmed * (order.stationRate ?? 0) }, stamp(now));
}
function recountProfile(tx, userId, now) {
  const user = tx.select({ email: users.email, verified: users.isEmailVerified }).from(users).where(eq9(users.id, userId)).get();
  if (!user) return;
  const mine = user.verified ? or2(eq9(orders.userId, userId), and4(isNull2(orders.userId), eq9(orders.email, user.email))) : eq9(orders.userId, userId);
  const confirmedCase = sql4`case when ${inArray3(orders.status, STORED_CONFIRMED)} then 1 else 0 end`;
  const row = tx.select({
    total: sql4`count(*)`,
    confirmed: sql4`coalesce(sum(${confirmedCase}), 0)`,
    spent: sql4`coalesce(sum(${confirmedCase} * coalesce(${stations.rate}, 0)), 0)`
  }).from(orders).leftJoin(stations, eq9(stations.id, orders.stationId)).where(mine).get();
  ensureProfile(tx, userId, now);
  tx.update(userProfiles).set({ totalBookings: row?.total ?? 0, confirmedBookings: row?.confirmed ?? 0, totalSpent: row?.spent ?? 0, lastActive: now }).where(eq9(userProfiles.userId, userId)).run();
}
function linkGuestOrders(tx, userId, email, now) {
  const linked = tx.update(orders).set({ userId }).where(and4(isNull2(orders.userId), eq9(orders.email, email.trim().toLowerCase()))).run().changes;
  recountProfile(tx, userId, now);
  return linked;
}

// src/services/admin-order-status.ts
function applyStatus(tx, deps, actor, id, status2) {
  const found = findOrderWithStation(tx, id);
  if (!found) return false;
  const { order, station } = found;
  if (order.status === status2) return true;
  const now = deps.clock.now();
  tx.update(orders).set({ status: status2, updatedAt: now.toISOString() }).where(eq10(orders.id, id)).run();
  recordOrderStatusChanged(tx, { userId: order.userId, email: order.email, stationRate: station?.rate ?? null }, order.status, status2, now);
  if (isEmailedStatus(status2)) {
    deps.mailer.enqueue(
      tx,
      statusChangedEmail({
        status: status2,
        order,
        station: station ? adminStationJson(station) : null,
        publicUrl: deps.config.publicUrl,
        contactEmail: deps.config.contactEmail
      })
    );
  }
  recordAudit(tx, deps.clock, {
    actor,
    action: "order.status",
    targetType: "order",
    targetId: id,
    before: { status: order.status },
    after: { status: status2 }
  });
  return true;
}
function applyDelete(tx, deps, actor, id) {
  const found = findOrderWithStation(tx, id);
  if (!found) return false;
  const { order, station } = found;
  tx.delete(orders).where(eq10(orders.id, id)).run();
  recordOrderDeleted(tx, { userId: order.userId, email: order.email, stationRate: station?.rate ?? null, status: order.status }, deps.clock.now());
  recordAudit(tx, deps.clock, { actor, action: "order.delete", targetType: "order", targetId: id, before: order });
  return true;
}
function changeOrderStatus(deps, actor, id, status2) {
  const order = deps.db.transaction((tx) => {
    if (!applyStatus(tx, deps, actor, id, status2)) throw notFound("Request not found");
    const found = findOrderWithStation(tx, id);
    if (!found) throw notFound("Request not found");
    return { ...adminOrderJson(found.order, found.station), history: orderHistory(tx, found.order) };
  });
  deps.mailer.wake();
  return order;
}
function deleteOrder(deps, actor, id) {
  deps.db.transaction((tx) => {
    if (!applyDelete(tx, deps, actor, id)) throw notFound("Request not found");
  });
}
function bulkOrders(deps, actor, ids, action) {
  const done = [];
  const missing = [];
  deps.db.transaction((tx) => {
    for (const id of new Set(ids)) {
      const ok = action.action === "delete" ? applyDelete(tx, deps, actor, id) : applyStatus(tx, deps, actor, id, action.status);
      (ok ? done : missing).push(id);
    }
  });
  if (action.action === "status") deps.mailer.wake();
  return { done, missing };
}

// src/routes/admin/orders.ts
var STATUS_MESSAGE = `Status must be one of: ${ORDER_STATUSES.join(", ")}`;
var status = z8.enum(ORDER_STATUSES, { error: STATUS_MESSAGE });
var listQuery = pageQuery.extend({
  sort: z8.enum(["newest", "oldest"], { error: "sort must be newest or oldest" }).default("newest"),
  status: status.optional(),
  q: z8.string().trim().max(200, { error: "Search text must be at most 200 characters" }).optional()
});
var statusBody = z8.object({ status });
var BULK_MAX = 500;
var bulkBody = z8.discriminatedUnion(
  "action",
  [
    z8.object({
      action: z8.literal("status"),
      status,
      ids: z8.array(z8.string().min(1).max(100)).min(1, { error: "Select at least one request" }).max(BULK_MAX, { error: `At most ${BULK_MAX} requests at a time` })
    }),
    z8.object({
      action: z8.literal("delete"),
      ids: z8.array(z8.string().min(1).max(100)).min(1, { error: "Select at least one request" }).max(BULK_MAX, { error: `At most ${BULK_MAX} requests at a time` })
    })
  ],
  { error: "action must be status or delete" }
);
var adminOrderRoutes = (deps) => new Hono5().get("/", validate("query", listQuery), (c) => {
  const { items, total } = listAdminOrders(deps.db, c.req.valid("query"));
  c.header("X-Total-Count", String(total));
  return c.json(items, 200);
}).post("/bulk", validate("json", bulkBody), (c) => {
  const body = c.req.valid("json");
  const action = body.action === "status" ? { action: "status", status: body.status } : { action: "delete" };
  return c.json(bulkOrders(deps, c.var.admin, body.ids, action), 200);
}).get("/:id", (c) => c.json(getAdminOrder(deps.db, c.req.param("id")), 200)).patch(
  "/:id",
  validate("json", statusBody),
  (c) => c.json(changeOrderStatus(deps, c.var.admin, c.req.param("id"), c.req.valid("json").status), 200)
).delete("/:id", (c) => {
  deleteOrder(deps, c.var.admin, c.req.param("id"));
  return c.body(null, 204);
});

// src/routes/admin/stations.ts
import { Hono as Hono6 } from "hono";
var adminStationRoutes = (deps) => new Hono6().get("/", (c) => c.json(listAdminStations(deps.db), 200)).post("/", validate("json", stationInputSchema), (c) => c.json(createStation(deps, c.var.admin, c.req.valid("json")), 201)).patch(
  "/:id/visibility",
  validate("json", stationVisibilitySchema),
  (c) => c.json(setStationVisibility(deps, c.var.admin, c.req.param("id"), c.req.valid("json").isHidden), 200)
).patch(
  "/:id",
  validate("json", stationUpdateSchema),
  (c) => c.json(updateStation(deps, c.var.admin, c.req.param("id"), c.req.valid("json")), 200)
).delete("/:id", (c) => {
  deleteStation(deps, c.var.admin, c.req.param("id"));
  return c.body(null, 204);
});

// src/routes/admin/index.ts
var adminRoutes = (deps, _services) => new Hono7().use(noStore).route("/", adminLoginRoutes(deps)).use(requireAdmin(deps)).post("/logout", (c) => {
  logoutAdmin(deps, c.var.admin);
  deps.logger?.info("admin logout", { requestId: c.var.requestId, admin: c.var.admin.username });
  return c.body(null, 204);
}).route("/stations", adminStationRoutes(deps)).route("/orders", adminOrderRoutes(deps)).route("/notifications", adminNotificationRoutes(deps)).route("/chat-queries", adminChatQueryRoutes(deps)).route("/analytics", adminAnalyticsRoutes(deps)).all("*", (c) => c.json({ message: `Not found: ${c.req.method} ${c.req.path}`, code: "not_found" }, 404));

// src/routes/auth/index.ts
import { Hono as Hono11 } from "hono";

// src/routes/auth/account.ts
import { Hono as Hono8 } from "hono";

// src/services/email-verification.ts
import { eq as eq13 } from "drizzle-orm";

// src/mail/templates/auth-layout.ts
function escapeHtml2(value) {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
function authEmailHtml(opts) {
  const paragraphs = opts.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml2(p)}</p>`).join("");
  const button = opts.button ? `<p style="margin:24px 0"><a href="${escapeHtml2(opts.button.url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml2(opts.button.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#475569">If the button does not work, copy this link into your browser:<br>${escapeHtml2(opts.button.url)}</p>` : "";
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5"><div style="max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml2(opts.heading)}</h1>${paragraphs}${button}<p style="margin:24px 0 0;font-size:13px;color:#475569">Spotlight TV \xB7 TV segment booking</p></div></body></html>`;
}

// src/mail/templates/auth-verification.ts
function verificationEmail(opts) {
  const url = `${opts.publicUrl}/verify-email?token=${encodeURIComponent(opts.token)}`;
  const lines = [
    `Hi ${opts.firstName},`,
    "Please confirm your email address for your Spotlight TV account by opening the link below. The link works once and expires in 24 hours.",
    "If you did not create an account, you can ignore this email."
  ];
  return {
    to: opts.to,
    subject: "Verify your email address",
    text: `${lines[0]}

${lines[1]}

${url}

${lines[2]}
`,
    html: authEmailHtml({ heading: "Verify your email address", paragraphs: lines, button: { label: "Verify email", url } })
  };
}

// src/services/email-tokens.ts
import { and as and5, eq as eq11, isNull as isNull3 } from "drizzle-orm";
var TOKEN_TTL_MS = {
  verify_email: 24 * HOUR,
  reset_password: 1 * HOUR
};
function issueEmailToken(tx, clock, opts) {
  const now = clock.now();
  tx.update(emailTokens).set({ usedAt: now.toISOString() }).where(and5(eq11(emailTokens.userId, opts.userId), eq11(emailTokens.purpose, opts.purpose), isNull3(emailTokens.usedAt))).run();
  const token = newToken(32);
  tx.insert(emailTokens).values({
    id: newId(),
    tokenHash: sha256(token),
    purpose: opts.purpose,
    userId: opts.userId,
    email: opts.email,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[opts.purpose]).toISOString(),
    createdAt: now.toISOString()
  }).run();
  return token;
}
function consumeEmailToken(tx, clock, purpose, token) {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return { ok: false, reason: "invalid" };
  const row = tx.select().from(emailTokens).where(and5(eq11(emailTokens.tokenHash, sha256(token)), eq11(emailTokens.purpose, purpose))).get();
  if (!row || !row.userId) return { ok: false, reason: "invalid" };
  const now = clock.now();
  if (row.usedAt || now.getTime() >= Date.parse(row.expiresAt)) return { ok: false, reason: "expired" };
  const claimed = tx.update(emailTokens).set({ usedAt: now.toISOString() }).where(and5(eq11(emailTokens.id, row.id), isNull3(emailTokens.usedAt))).run();
  if (claimed.changes !== 1) return { ok: false, reason: "expired" };
  return { ok: true, userId: row.userId, email: row.email };
}

// src/services/users.ts
import { eq as eq12 } from "drizzle-orm";
function currentUserOf(user) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    agencyName: user.agencyName,
    isEmailVerified: user.isEmailVerified,
    profileImageUrl: user.profileImageUrl
  };
}
var normalizeEmail = (email) => email.trim().toLowerCase();
function findUserByEmail(db, email) {
  return db.select().from(users).where(eq12(users.email, normalizeEmail(email))).get();
}
function findUserById(db, id) {
  return db.select().from(users).where(eq12(users.id, id)).get();
}

// src/services/email-verification.ts
function verifyEmailToken(deps, token) {
  if (!token) return "invalid_token";
  return deps.db.transaction((tx) => {
    const used = consumeEmailToken(tx, deps.clock, "verify_email", token);
    if (!used.ok) return used.reason === "invalid" ? "invalid_token" : "invalid_or_expired";
    const user = findUserById(tx, used.userId);
    if (!user || user.email !== used.email) return "invalid_or_expired";
    const now = deps.clock.now().toISOString();
    tx.update(users).set({ isEmailVerified: true, updatedAt: now }).where(eq13(users.id, user.id)).run();
    linkGuestOrders(tx, user.id, user.email, now);
    return null;
  });
}
function resendVerification(deps, userId) {
  const sent = deps.db.transaction((tx) => {
    const user = findUserById(tx, userId);
    if (!user || user.isEmailVerified) return false;
    const token = issueEmailToken(tx, deps.clock, { purpose: "verify_email", userId: user.id, email: user.email });
    deps.mailer.enqueue(tx, verificationEmail({ to: user.email, firstName: user.firstName, publicUrl: deps.config.publicUrl, token }));
    return true;
  });
  if (sent) deps.mailer.wake();
  return sent;
}

// src/services/register-account.ts
var EMAIL_TAKEN = "An account with this email already exists";
var isUniqueViolation2 = (err) => err instanceof Error && /UNIQUE constraint failed/i.test(err.message);
async function registerAccount(deps, input) {
  if (findUserByEmail(deps.db, input.email)) throw new AppError(409, EMAIL_TAKEN, "email_taken");
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now().toISOString();
  const user = {
    id: newId(),
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    profileImageUrl: null,
    userType: input.userType,
    // Only agency accounts carry an agency name (spec 2: the field shows for agency only).
    agencyName: input.userType === "agency" ? input.agencyName : null,
    googleId: null,
    isEmailVerified: false,
    pricingTier: "standard",
    createdAt: now,
    updatedAt: now
  };
  try {
    deps.db.transaction((tx) => {
      tx.insert(users).values(user).run();
      const token = issueEmailToken(tx, deps.clock, { purpose: "verify_email", userId: user.id, email: user.email });
      deps.mailer.enqueue(tx, verificationEmail({ to: user.email, firstName: user.firstName, publicUrl: deps.config.publicUrl, token }));
    });
  } catch (err) {
    if (isUniqueViolation2(err)) throw new AppError(409, EMAIL_TAKEN, "email_taken");
    throw err;
  }
  deps.mailer.wake();
  return user;
}

// src/services/sign-in.ts
var invalidCredentials = () => new AppError(401, MESSAGES.invalidCredentials, "invalid_credentials");
async function checkPassword(deps, input) {
  const user = findUserByEmail(deps.db, input.email);
  const ok = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : await verifyDummyPassword(input.password);
  if (!user || !ok) throw invalidCredentials();
  return user;
}

// src/routes/auth/account.ts
var accountRoutes = (deps, limits) => {
  const logger = deps.logger ?? silentLogger;
  return new Hono8().get("/user", requireUser, (c) => {
    const user = findUserById(deps.db, c.get("user").id);
    if (!user) throw unauthorized("Please sign in to continue");
    return c.json(currentUserOf(user), 200);
  }).post("/register", rateLimitByAddress(deps.config, limits.register, "register"), validate("json", registerSchema), async (c) => {
    const user = await registerAccount(deps, c.req.valid("json"));
    logger.info("account registered", { userId: user.id });
    c.header("Cache-Control", "no-store");
    return c.json({ user: currentUserOf(user) }, 201);
  }).post("/login", noStore, validate("json", loginSchema), async (c) => {
    const input = c.req.valid("json");
    const address = clientAddress(c, deps.config);
    const accountKey = `login:${input.email}`;
    const addressKey = `login:${address}`;
    limits.loginAccount.check(accountKey);
    limits.loginAddress.check(addressKey);
    let user;
    try {
      user = await checkPassword(deps, input);
    } catch (err) {
      if (err instanceof AppError && err.status === 401) {
        logger.info("login failed", { id: c.get("requestId"), account: sha256(input.email).slice(0, 16), address });
        limits.loginAccount.hit(accountKey);
        limits.loginAddress.hit(addressKey);
      }
      throw err;
    }
    limits.loginAccount.reset(accountKey);
    const previous = c.get("user");
    if (previous) deleteSession(deps.db, previous.sessionId);
    const session = createSession(deps.db, deps.clock, user.id);
    setSessionCookie(c, deps.config, session.token, session.expiresAt, deps.clock);
    logger.info("login", { id: c.get("requestId"), userId: user.id });
    return c.json({ user: currentUserOf(user) }, 200);
  }).post("/logout", (c) => {
    const user = c.get("user");
    if (user) deleteSession(deps.db, user.sessionId);
    clearSessionCookie(c, deps.config);
    c.header("Cache-Control", "no-store");
    return c.body(null, 204);
  }).get("/verify-email", (c) => {
    c.header("Referrer-Policy", "no-referrer");
    c.header("Cache-Control", "no-store");
    let error;
    try {
      error = verifyEmailToken(deps, c.req.query("token"));
    } catch (err) {
      logger.error("email verification failed", { id: c.get("requestId"), error: err instanceof Error ? err.message : String(err) });
      error = "server_error";
    }
    return c.redirect(error ? `/verify-email?error=${error}` : "/verify-email?status=success", 302);
  }).post("/resend-verification", requireUser, (c) => {
    const user = c.get("user");
    limits.resendAddress.hit(`resend:${clientAddress(c, deps.config)}`);
    limits.resendUser.hit(`resend:${user.id}`);
    const sent = resendVerification(deps, user.id);
    return c.json({ message: sent ? "Verification email sent. Please check your inbox." : "Your email is already verified." }, 200);
  });
};

// src/routes/auth/google.ts
import { Hono as Hono9 } from "hono";
import { deleteCookie as deleteCookie2, getCookie as getCookie2, setCookie as setCookie2 } from "hono/cookie";

// src/services/google.ts
import * as oidc from "openid-client";
var GOOGLE_FLOW_TTL_MS = 10 * MINUTE;
var MAX_PENDING_FLOWS = 1e4;
var LOOPBACK = /* @__PURE__ */ new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);
var stringClaim = (v) => typeof v === "string" && v.trim() !== "" ? v.trim() : void 0;
function createGoogleSignIn(google, publicUrl, clock) {
  const redirectUri = `${publicUrl}/api/auth/google/callback`;
  const pending = /* @__PURE__ */ new Map();
  let discovered;
  const configuration = () => {
    const issuer = new URL(google.issuer);
    const insecure = issuer.protocol === "http:" && LOOPBACK.has(issuer.hostname);
    discovered ??= oidc.discovery(issuer, google.clientId, google.clientSecret, void 0, {
      execute: [
        oidc.enableNonRepudiationChecks,
        ...insecure ? [oidc.allowInsecureRequests] : []
      ]
    }).catch((err) => {
      discovered = void 0;
      throw err;
    });
    return discovered;
  };
  const prune = (now) => {
    for (const [key, flow] of pending) if (flow.expiresAt <= now) pending.delete(key);
    while (pending.size >= MAX_PENDING_FLOWS) {
      const oldest = pending.keys().next().value;
      if (oldest === void 0) break;
      pending.delete(oldest);
    }
  };
  return {
    redirectUri,
    /** Starts a sign-in: the URL to send the browser to, and the value for the flow cookie. */
    async start() {
      const config2 = await configuration();
      const flow = {
        state: oidc.randomState(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        nonce: oidc.randomNonce(),
        expiresAt: clock.now().getTime() + GOOGLE_FLOW_TTL_MS
      };
      const url = oidc.buildAuthorizationUrl(config2, {
        redirect_uri: redirectUri,
        scope: "openid email profile",
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: "S256",
        state: flow.state,
        nonce: flow.nonce
      });
      const flowToken = newToken(32);
      prune(clock.now().getTime());
      pending.set(sha256(flowToken), flow);
      return { url: url.href, flowToken };
    },
    /**
     * Finishes a sign-in from the callback's query string. The flow record is used up whatever
     * happens; throws when it is missing or expired, or the state, code, PKCE verifier, nonce or
     * ID token do not check out.
     */
    async finish(flowToken, search) {
      const key = flowToken ? sha256(flowToken) : void 0;
      const flow = key ? pending.get(key) : void 0;
      if (key) pending.delete(key);
      if (!flow || flow.expiresAt <= clock.now().getTime()) throw new Error("Google sign-in: no sign-in in progress for this browser");
      const config2 = await configuration();
      const currentUrl = new URL(`${redirectUri}${search}`);
      const tokens = await oidc.authorizationCodeGrant(config2, currentUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true
      });
      const claims = tokens.claims();
      if (!claims) throw new Error("Google sign-in: no ID token");
      let profile = claims;
      if (stringClaim(claims["email"]) === void 0) {
        const info = await oidc.fetchUserInfo(config2, tokens.access_token, claims.sub);
        profile = { ...info, ...claims, email: info.email, email_verified: info.email_verified };
      }
      const verified = profile["email_verified"];
      return {
        sub: claims.sub,
        email: stringClaim(profile["email"])?.toLowerCase(),
        emailVerified: verified === true || verified === "true",
        givenName: stringClaim(profile["given_name"]),
        familyName: stringClaim(profile["family_name"]),
        name: stringClaim(profile["name"]),
        picture: stringClaim(profile["picture"])
      };
    }
  };
}

// src/services/google-account.ts
import { eq as eq14 } from "drizzle-orm";
var safeImage = (url) => url && /^https:\/\/[^\s"'<>]+$/i.test(url) && url.length <= 1e3 ? url : null;
var clip = (s, max) => s.slice(0, max);
function accountForGoogle(deps, identity) {
  return deps.db.transaction((tx) => {
    const now = deps.clock.now().toISOString();
    const linked = tx.select().from(users).where(eq14(users.googleId, identity.sub)).get();
    if (linked) {
      if (!linked.isEmailVerified && identity.emailVerified && identity.email === linked.email) {
        tx.update(users).set({ isEmailVerified: true, updatedAt: now }).where(eq14(users.id, linked.id)).run();
        linkGuestOrders(tx, linked.id, linked.email, now);
        return { ok: true, user: { ...linked, isEmailVerified: true, updatedAt: now }, created: false };
      }
      return { ok: true, user: linked, created: false };
    }
    if (!identity.email || !identity.emailVerified) return { ok: false, problem: "google_unverified" };
    const existing = findUserByEmail(tx, identity.email);
    if (existing) {
      if (existing.googleId && existing.googleId !== identity.sub) return { ok: false, problem: "google_conflict" };
      const changes = {
        googleId: identity.sub,
        isEmailVerified: true,
        profileImageUrl: existing.profileImageUrl ?? safeImage(identity.picture),
        updatedAt: now
      };
      tx.update(users).set(changes).where(eq14(users.id, existing.id)).run();
      linkGuestOrders(tx, existing.id, existing.email, now);
      return { ok: true, user: { ...existing, ...changes }, created: false };
    }
    const [first, ...rest] = (identity.name ?? "").split(/\s+/).filter(Boolean);
    const user = {
      id: newId(),
      email: identity.email,
      passwordHash: null,
      firstName: clip(identity.givenName ?? first ?? identity.email.split("@")[0] ?? "Google user", 100),
      lastName: clip(identity.familyName ?? rest.join(" "), 100),
      profileImageUrl: safeImage(identity.picture),
      userType: "individual",
      agencyName: null,
      googleId: identity.sub,
      isEmailVerified: true,
      pricingTier: "standard",
      createdAt: now,
      updatedAt: now
    };
    tx.insert(users).values(user).run();
    linkGuestOrders(tx, user.id, user.email, now);
    return { ok: true, user, created: true };
  });
}

// src/routes/auth/google.ts
var flowCookieName = (config2) => config2.secure ? "__Host-google-flow" : "google_flow";
var googleRoutes = (deps, limits) => {
  const logger = deps.logger ?? silentLogger;
  const google = deps.config.google ? createGoogleSignIn(deps.config.google, deps.config.publicUrl, deps.clock) : void 0;
  const cookieOptions = { httpOnly: true, sameSite: "Lax", path: "/", secure: deps.config.secure };
  const fail = (c, code, err) => {
    logger.info("google sign-in failed", { id: c.get("requestId"), code, error: err instanceof Error ? err.message : void 0 });
    return c.redirect(`/login?error=${code}`, 302);
  };
  return new Hono9().use(async (c, next) => {
    if (!google) throw notFound("Google sign-in is not configured");
    c.header("Cache-Control", "no-store");
    await next();
  }).get("/", rateLimitByAddress(deps.config, limits.googleAddress, "google"), async (c) => {
    try {
      const { url, flowToken } = await google.start();
      setCookie2(c, flowCookieName(deps.config), flowToken, { ...cookieOptions, maxAge: Math.floor(GOOGLE_FLOW_TTL_MS / 1e3) });
      return c.redirect(url, 302);
    } catch (err) {
      return fail(c, "google_failed", err);
    }
  }).get("/callback", async (c) => {
    const flowToken = getCookie2(c, flowCookieName(deps.config));
    deleteCookie2(c, flowCookieName(deps.config), cookieOptions);
    let identity;
    try {
      identity = await google.finish(flowToken, new URL(c.req.url).search);
    } catch (err) {
      return fail(c, "google_failed", err);
    }
    const result = accountForGoogle(deps, identity);
    if (!result.ok) return fail(c, result.problem);
    const previous = c.get("user");
    if (previous) deleteSession(deps.db, previous.sessionId);
    const session = createSession(deps.db, deps.clock, result.user.id);
    setSessionCookie(c, deps.config, session.token, session.expiresAt, deps.clock);
    logger.info(result.created ? "google sign-up" : "google sign-in", { id: c.get("requestId"), userId: result.user.id });
    return c.redirect("/", 302);
  });
};

// src/routes/auth/limits.ts
function createAuthLimiters(deps) {
  const make = (limit, windowMs) => createRateLimiter({ limit, windowMs, clock: deps.clock, enabled: deps.config.rateLimits });
  return {
    /** Failed sign-ins per account. */
    loginAccount: make(5, 15 * MINUTE),
    /** Failed sign-ins per client address. */
    loginAddress: make(20, 15 * MINUTE),
    /** Sign-ups per client address (generous: offices and schools share addresses). */
    register: make(30, HOUR),
    /** Reset requests per client address, and per email so one inbox is not flooded. */
    forgotAddress: make(10, 15 * MINUTE),
    forgotEmail: make(3, 15 * MINUTE),
    /** Verification resends per account and per client address. */
    resendUser: make(3, 15 * MINUTE),
    resendAddress: make(10, 15 * MINUTE),
    /** Reset attempts per client address (tokens are unguessable; this only stops floods). */
    resetAddress: make(20, 15 * MINUTE),
    /** Google sign-ins started per client address. */
    googleAddress: make(30, 15 * MINUTE)
  };
}

// src/routes/auth/password.ts
import { Hono as Hono10 } from "hono";

// src/services/password-reset.ts
import { eq as eq15 } from "drizzle-orm";

// src/mail/templates/auth-password-changed.ts
function passwordChangedEmail(opts) {
  const url = `${opts.publicUrl}/forgot-password`;
  const lines = [
    `Hi ${opts.firstName},`,
    "The password of your Spotlight TV account was just changed, and every device signed in to it was signed out.",
    "If this was not you, reset your password right away with the link below and contact us."
  ];
  return {
    to: opts.to,
    subject: "Your password was changed",
    text: `${lines[0]}

${lines[1]}

${lines[2]}

${url}
`,
    html: authEmailHtml({ heading: "Your password was changed", paragraphs: lines, button: { label: "Reset password", url } })
  };
}

// src/mail/templates/auth-password-reset.ts
function passwordResetEmail(opts) {
  const url = `${opts.publicUrl}/reset-password?token=${encodeURIComponent(opts.token)}`;
  const lines = [
    `Hi ${opts.firstName},`,
    "We received a request to reset the password of your Spotlight TV account. Open the link below to choose a new one. The link works once and expires in 1 hour.",
    "If you did not ask for this, ignore this email: your password stays as it is."
  ];
  return {
    to: opts.to,
    subject: "Reset your password",
    text: `${lines[0]}

${lines[1]}

${url}

${lines[2]}
`,
    html: authEmailHtml({ heading: "Reset your password", paragraphs: lines, button: { label: "Choose a new password", url } })
  };
}

// src/services/password-reset.ts
function requestPasswordReset(deps, email) {
  const sent = deps.db.transaction((tx) => {
    const user = findUserByEmail(tx, email);
    if (!user) return false;
    const token = issueEmailToken(tx, deps.clock, { purpose: "reset_password", userId: user.id, email: user.email });
    deps.mailer.enqueue(tx, passwordResetEmail({ to: user.email, firstName: user.firstName, publicUrl: deps.config.publicUrl, token }));
    return true;
  });
  if (sent) deps.mailer.wake();
}
async function resetPassword(deps, input) {
  const passwordHash = await hashPassword(input.password);
  const ok = deps.db.transaction((tx) => {
    const used = consumeEmailToken(tx, deps.clock, "reset_password", input.token);
    if (!used.ok) return false;
    const user = findUserById(tx, used.userId);
    if (!user || user.email !== used.email) return false;
    const now = deps.clock.now().toISOString();
    tx.update(users).set({ passwordHash, isEmailVerified: true, updatedAt: now }).where(eq15(users.id, user.id)).run();
    if (!user.isEmailVerified) linkGuestOrders(tx, user.id, user.email, now);
    deleteUserSessions(tx, user.id);
    deps.mailer.enqueue(tx, passwordChangedEmail({ to: user.email, firstName: user.firstName, publicUrl: deps.config.publicUrl }));
    return true;
  });
  if (!ok) throw new AppError(400, MESSAGES.resetLinkInvalid, "invalid_token");
  deps.mailer.wake();
}

// src/routes/auth/password.ts
var FORGOT_PASSWORD_REPLY = "If an account exists for this email, we have sent a link to reset the password.";
var passwordRoutes = (deps, limits) => new Hono10().post(
  "/forgot-password",
  noStore,
  rateLimitByAddress(deps.config, limits.forgotAddress, "forgot"),
  validate("json", forgotPasswordSchema),
  (c) => {
    const { email } = c.req.valid("json");
    limits.forgotEmail.hit(`forgot:${email}`);
    requestPasswordReset(deps, email);
    return c.json({ message: FORGOT_PASSWORD_REPLY }, 200);
  }
).post(
  "/reset-password",
  noStore,
  rateLimitByAddress(deps.config, limits.resetAddress, "reset"),
  validate("json", resetPasswordSchema),
  async (c) => {
    await resetPassword(deps, c.req.valid("json"));
    clearSessionCookie(c, deps.config);
    return c.json({ message: "Password updated" }, 200);
  }
);

// src/routes/auth/index.ts
var authRoutes = (deps, _services) => {
  const limits = createAuthLimiters(deps);
  return new Hono11().route("/", accountRoutes(deps, limits)).route("/", passwordRoutes(deps, limits)).route("/google", googleRoutes(deps, limits));
};

// src/routes/chat/index.ts
import { Hono as Hono12 } from "hono";

// src/routes/chat/chat-store.ts
import { count as count4, eq as eq16 } from "drizzle-orm";
function logChatQuery(db, clock, input) {
  const user = db.select({ email: users.email }).from(users).where(eq16(users.id, input.userId)).get();
  if (!user) throw unauthorized("Please sign in to continue");
  const row = {
    id: newId(),
    userId: input.userId,
    userEmail: user.email,
    query: input.query,
    resultsCount: input.resultsCount,
    createdAt: clock.now().toISOString()
  };
  db.insert(chatQueries).values(row).run();
  return row;
}
function recordSearchMiss(db, clock, query) {
  if (!query) return;
  db.insert(unmetSearches).values({ id: newId(), query, source: "search", createdAt: clock.now().toISOString() }).run();
}
function chatStationCounts(db, visible) {
  const total = db.select({ n: count4() }).from(stations).get()?.n ?? 0;
  return { total: Math.max(total, visible), visible };
}

// src/routes/chat/index.ts
var CHAT_LOG_LIMIT = 30;
var SEARCH_MISS_LIMIT = 30;
var chatRoutes = (deps, services) => {
  const limiter = (limit) => createRateLimiter({ limit, windowMs: MINUTE, clock: deps.clock, enabled: deps.config.rateLimits });
  const logLimiter = limiter(CHAT_LOG_LIMIT);
  const missLimiter = limiter(SEARCH_MISS_LIMIT);
  return new Hono12().post("/log", requireUser, validate("json", chatLogInputSchema), (c) => {
    const user = c.get("user");
    logLimiter.hit(`chat-log:${user.id}`);
    const { query, resultsCount } = c.req.valid("json");
    const row = logChatQuery(deps.db, deps.clock, { userId: user.id, query, resultsCount });
    return c.json(row, 201);
  }).post("/search-miss", rateLimitByAddress(deps.config, missLimiter, "search-miss"), validate("json", searchMissInputSchema), (c) => {
    recordSearchMiss(deps.db, deps.clock, c.req.valid("json").query);
    return c.body(null, 204);
  }).get("/stats", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.json(chatStationCounts(deps.db, services.catalogue.visible().length), 200);
  });
};

// src/routes/notifications/index.ts
import { Hono as Hono13 } from "hono";

// src/services/list-active-notifications.ts
import { and as and6, desc as desc3, eq as eq17, gte as gte2, isNull as isNull4, lte, or as or3 } from "drizzle-orm";
function listActiveNotifications(opts) {
  const { db, config: config2, clock } = opts.deps;
  const today = todayIn(config2.businessTimeZone, clock.now());
  const rows = db.select().from(notifications).where(
    and6(
      eq17(notifications.isActive, true),
      lte(notifications.startDate, today),
      or3(isNull4(notifications.endDate), gte2(notifications.endDate, today))
    )
  ).orderBy(desc3(notifications.startDate), desc3(notifications.createdAt)).all();
  return rows.map((row) => {
    const safeLink = row.buttonLink !== null && (isHttpUrl(row.buttonLink) || isMailtoLink(row.buttonLink));
    return {
      ...notificationJson(row),
      buttonText: safeLink ? row.buttonText : null,
      buttonLink: safeLink ? row.buttonLink : null
    };
  });
}

// src/routes/notifications/index.ts
var notificationRoutes = (deps, _services) => new Hono13().get("/", (c) => {
  c.header("Cache-Control", "no-cache");
  return c.json(listActiveNotifications({ deps }), 200);
});

// src/routes/orders/index.ts
import { Hono as Hono16 } from "hono";

// src/routes/orders/booking.ts
import { Hono as Hono14 } from "hono";
import { z as z9 } from "zod";

// src/mail/templates/order-ops-email.ts
function orderOpsEmail(input) {
  const { order, station } = input;
  const parts = {
    intro: [
      `A new booking request ${order.orderNumber} was submitted for ${station.callLetters} (${station.market}).`,
      "Please reply to the requester with confirmation and next steps within 24 hours, Monday to Friday."
    ],
    sections: [
      {
        heading: "Request",
        rows: [
          { label: "Request number", value: order.orderNumber },
          { label: "Submitted", value: `${formatDateTime(order.createdAt, input.timeZone)} (${input.timeZone})` },
          { label: "Submitted by", value: input.signedIn ? "Signed-in user" : "Guest" }
        ]
      },
      stationSection(station),
      contactSection(order),
      interviewSection(order)
    ],
    action: { label: "Open the admin panel", url: `${input.publicUrl}/admin` }
  };
  return {
    to: input.to,
    subject: `New booking request ${order.orderNumber}: ${station.callLetters} (${station.market})`,
    text: renderText(parts),
    html: renderHtml(parts)
  };
}

// src/mail/templates/order-received-email.ts
function orderReceivedEmail(input) {
  const { order, station } = input;
  const parts = {
    greeting: `Hi ${order.contactName},`,
    intro: [
      `Thank you! We received your booking request. Your request number is ${order.orderNumber}.`,
      `Your request to book ${order.clientName} on ${station.showName || station.callLetters} (${station.callLetters}, ${station.market}) has been emailed to our team.`,
      "We will reply with confirmation and next steps within 24 hours, Monday to Friday.",
      "Payment will be processed after confirmation: nothing is charged now."
    ],
    sections: [stationSection(station), interviewSection(order), contactSection(order)],
    action: { label: "Track your request", url: `${input.publicUrl}/track` },
    outro: [`To track your request, open ${input.publicUrl}/track and enter ${order.email}: we will email you a link to your requests.`]
  };
  return {
    to: order.email,
    subject: `We received your booking request ${order.orderNumber}`,
    text: renderText(parts),
    html: renderHtml(parts)
  };
}

// src/services/create-order.ts
var ORDER_NUMBER_ATTEMPTS = 5;
function stationMissingError() {
  return new AppError(400, MESSAGES.stationMissing, "station_missing", { stationId: [MESSAGES.stationMissing] });
}
function isOrderNumberClash(err) {
  for (let e = err, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth++) {
    if (/UNIQUE constraint failed: orders\.order_number/.test(e.message)) return true;
  }
  return false;
}
function createOrder(opts) {
  const { deps, input, userId } = opts;
  const { db, config: config2, mailer, clock } = deps;
  const station = opts.catalogue.get(input.stationId);
  if (!station) throw stationMissingError();
  const drawNumber = opts.orderNumbers ?? newOrderNumber;
  for (let attempt = 1; ; attempt++) {
    const now = clock.now().toISOString();
    const row = {
      id: newId(),
      orderNumber: drawNumber(),
      userId,
      agencyName: input.agencyName,
      clientName: input.clientName,
      contactName: input.contactName,
      email: input.email,
      phone: input.phone,
      interviewTopic: input.interviewTopic,
      stationId: station.id,
      preferredDate: input.preferredDate,
      alternativeDate: input.alternativeDate,
      notes: input.notes,
      status: "pending",
      createdAt: now,
      updatedAt: now
    };
    try {
      db.transaction((tx) => {
        tx.insert(orders).values(row).run();
        mailer.enqueue(
          tx,
          orderOpsEmail({
            to: config2.opsEmail,
            order: row,
            station,
            signedIn: userId !== null,
            publicUrl: config2.publicUrl,
            timeZone: config2.businessTimeZone
          })
        );
        mailer.enqueue(tx, orderReceivedEmail({ order: row, station, publicUrl: config2.publicUrl }));
        recordOrderCreated(tx, { userId, email: row.email, stationRate: station.rate });
      });
    } catch (err) {
      if (attempt < ORDER_NUMBER_ATTEMPTS && isOrderNumberClash(err)) continue;
      throw err;
    }
    mailer.wake();
    return orderJson(row, station);
  }
}

// src/services/track-orders.ts
import { and as and7, desc as desc4, eq as eq18, gt, lte as lte2 } from "drizzle-orm";

// src/mail/templates/tracking-link-email.ts
function trackingLinkEmail(input) {
  const parts = {
    greeting: "Hello,",
    intro: [
      "Someone (hopefully you) asked to see the booking requests made with this email address.",
      `Open the link below to see them. It works for ${input.minutes} minutes.`
    ],
    action: { label: "View my requests", url: input.url },
    outro: ["If you did not ask for this, you can ignore this email: nobody can see your requests without this link."]
  };
  return {
    to: input.to,
    subject: "Your link to track your booking requests",
    text: renderText(parts),
    html: renderHtml(parts)
  };
}

// src/services/track-orders.ts
var TRACK_LINK_MINUTES = 30;
var TRACK_LINK_SENT_MESSAGE = "If we have requests for that email, a tracking link is on its way.";
var TRACK_LINK_INVALID_MESSAGE = "This tracking link is invalid or has expired. Please request a new one.";
function listOrdersByEmail(opts) {
  const { db } = opts.deps;
  const rows = db.select().from(orders).where(eq18(orders.email, opts.email)).orderBy(desc4(orders.createdAt), desc4(orders.id)).all();
  return ordersJson(db, rows);
}
function sendTrackingLink(opts) {
  const { db, config: config2, mailer, clock } = opts.deps;
  const { email } = opts;
  const known = db.select({ id: orders.id }).from(orders).where(eq18(orders.email, email)).limit(1).get();
  if (!known) return;
  const token = newToken(32);
  const now = clock.now();
  db.transaction((tx) => {
    tx.delete(emailTokens).where(and7(eq18(emailTokens.purpose, "track_orders"), lte2(emailTokens.expiresAt, now.toISOString()))).run();
    tx.insert(emailTokens).values({
      id: newId(),
      tokenHash: sha256(token),
      purpose: "track_orders",
      userId: null,
      email,
      expiresAt: new Date(now.getTime() + TRACK_LINK_MINUTES * MINUTE).toISOString(),
      createdAt: now.toISOString()
    }).run();
    const url = `${config2.publicUrl}/track?token=${encodeURIComponent(token)}`;
    mailer.enqueue(tx, trackingLinkEmail({ to: email, url, minutes: TRACK_LINK_MINUTES }));
  });
  mailer.wake();
}
function listOrdersByTrackToken(opts) {
  const { db, clock } = opts.deps;
  const row = db.select({ email: emailTokens.email }).from(emailTokens).where(
    and7(
      eq18(emailTokens.tokenHash, sha256(opts.token)),
      eq18(emailTokens.purpose, "track_orders"),
      gt(emailTokens.expiresAt, clock.now().toISOString())
    )
  ).get();
  if (!row) throw new AppError(401, TRACK_LINK_INVALID_MESSAGE, "invalid_track_token");
  return listOrdersByEmail({ deps: { db }, email: row.email });
}

// src/routes/orders/booking.ts
var ORDER_RATE_LIMIT = { limit: 30, windowMs: 10 * MINUTE };
var TRACK_LINK_RATE_LIMIT = {
  perAddress: { limit: 20, windowMs: 15 * MINUTE },
  perEmail: { limit: 5, windowMs: 15 * MINUTE }
};
var trackLinkBody = z9.object({ email: emailText(MESSAGES.validEmailRequired) });
var byEmailQuery = z9.object({
  token: z9.string({ error: "token must be text" }).trim().max(200, { error: "This tracking link is not valid" }).optional(),
  email: z9.string({ error: "email must be text" }).trim().toLowerCase().max(254, { error: MESSAGES.validEmailRequired }).optional()
});
var SIGN_IN_TO_TRACK_MESSAGE = "Please sign in to see requests by email, or open the tracking link we email you.";
var OWN_EMAIL_ONLY_MESSAGE = "You can only see requests made with your own verified email address.";
var bookingRoutes = (deps, services) => {
  const { config: config2, clock } = deps;
  const enabled = config2.rateLimits;
  const orderLimiter = createRateLimiter({ ...ORDER_RATE_LIMIT, clock, enabled });
  const trackByAddress = createRateLimiter({ ...TRACK_LINK_RATE_LIMIT.perAddress, clock, enabled });
  const trackByEmail = createRateLimiter({ ...TRACK_LINK_RATE_LIMIT.perEmail, clock, enabled });
  const orderBody = createOrderInputSchema({ timeZone: config2.businessTimeZone, now: () => clock.now() });
  return new Hono14().post("/", rateLimitByAddress(config2, orderLimiter, "orders"), validate("json", orderBody), (c) => {
    const order = createOrder({
      deps,
      catalogue: services.catalogue,
      input: c.req.valid("json"),
      userId: c.var.user?.id ?? null
    });
    return c.json(order, 201);
  }).post("/track-link", validate("json", trackLinkBody), (c) => {
    const { email } = c.req.valid("json");
    trackByAddress.hit(`track:${clientAddress(c, config2)}`);
    trackByEmail.hit(`track-email:${email}`);
    sendTrackingLink({ deps, email });
    return c.json({ message: TRACK_LINK_SENT_MESSAGE }, 202);
  }).get("/by-email", noStore, validate("query", byEmailQuery), (c) => {
    const { token, email } = c.req.valid("query");
    if (token) return c.json(listOrdersByTrackToken({ deps, token }), 200);
    const user = c.var.user;
    if (!email || !user) throw new AppError(401, SIGN_IN_TO_TRACK_MESSAGE, "unauthorized");
    if (!user.isEmailVerified || user.email.toLowerCase() !== email) {
      throw new AppError(403, OWN_EMAIL_ONLY_MESSAGE, "forbidden");
    }
    return c.json(listOrdersByEmail({ deps, email }), 200);
  });
};

// src/routes/orders/mine.ts
import { Hono as Hono15 } from "hono";
import { z as z10 } from "zod";

// src/services/my-orders.ts
import { and as and8, desc as desc5, eq as eq19, or as or4, sql as sql5 } from "drizzle-orm";
function ownOrdersCondition(user) {
  const mine = user.isEmailVerified ? or4(eq19(orders.userId, user.id), eq19(orders.email, user.email)) : eq19(orders.userId, user.id);
  return mine ?? eq19(orders.userId, user.id);
}
function listMyOrders(db, user, agencyName) {
  const scope = ownOrdersCondition(user);
  const where = agencyName ? and8(scope, sql5`lower(${orders.agencyName}) = lower(${agencyName})`) : scope;
  const rows = db.select().from(orders).where(where).orderBy(desc5(orders.createdAt), desc5(orders.id)).all();
  return ordersJson(db, rows);
}
function agencyOverview(db, user, now) {
  const readProfile = () => db.select().from(userProfiles).where(eq19(userProfiles.userId, user.id)).get();
  let profile = readProfile();
  if (!profile) {
    db.transaction((tx) => recountProfile(tx, user.id, now.toISOString()));
    profile = readProfile();
  }
  const rows = db.select({ status: orders.status, clientName: orders.clientName, count: sql5`count(*)` }).from(orders).where(ownOrdersCondition(user)).groupBy(orders.status, orders.clientName).all();
  const byStatus = Object.fromEntries(CUSTOMER_STATUSES.map((s) => [s, 0]));
  const clients = /* @__PURE__ */ new Map();
  for (const row of rows) {
    const status2 = customerStatusOf(row.status);
    byStatus[status2] += row.count;
    const key = row.clientName.trim().toLowerCase();
    const entry = clients.get(key) ?? { clientName: row.clientName.trim(), total: 0, confirmed: 0 };
    entry.total += row.count;
    if (status2 === "confirmed" || status2 === "completed") entry.confirmed += row.count;
    clients.set(key, entry);
  }
  return {
    totalBookings: profile?.totalBookings ?? 0,
    confirmedBookings: profile?.confirmedBookings ?? 0,
    totalSpent: profile?.totalSpent ?? 0,
    byStatus,
    byClient: [...clients.values()].sort((a, b) => b.total - a.total || a.clientName.localeCompare(b.clientName))
  };
}

// src/routes/orders/mine.ts
var mineQuery = z10.object({
  agencyName: z10.string({ error: "agencyName must be text" }).trim().max(200, { error: "Agency name must be at most 200 characters" }).optional()
});
var myOrderRoutes = (deps, _services) => new Hono15().get("/", requireUser, validate("query", mineQuery), (c) => {
  const { agencyName } = c.req.valid("query");
  return c.json(listMyOrders(deps.db, c.get("user"), agencyName || void 0), 200);
}).get("/overview", requireUser, (c) => c.json(agencyOverview(deps.db, c.get("user"), deps.clock.now()), 200));

// src/routes/orders/index.ts
var orderRoutes = (deps, services) => new Hono16().route("/", bookingRoutes(deps, services)).route("/", myOrderRoutes(deps, services));

// src/routes/stations/index.ts
import { Hono as Hono17 } from "hono";
import { z as z11 } from "zod";
var listQuery2 = z11.object({
  state: z11.string().max(100).optional(),
  market: z11.string().max(100).optional(),
  q: z11.string().max(200).optional()
});
var stationRoutes = (catalogue) => new Hono17().get("/", validate("query", listQuery2), (c) => {
  const query = c.req.valid("query");
  const list = catalogue.list(query);
  c.header("ETag", list.etag);
  c.header("Cache-Control", "no-cache");
  c.header("Vary", "Accept-Encoding");
  if (c.req.header("if-none-match") === list.etag) return c.body(null, 304);
  c.header("Content-Type", "application/json; charset=UTF-8");
  if (list.body.length > 1024 && /\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) {
    c.header("Content-Encoding", "gzip");
    return c.body(new Uint8Array(list.gzip()), 200);
  }
  return c.body(list.body, 200);
}).get("/:id", (c) => {
  const station = catalogue.get(c.req.param("id"));
  if (!station) throw notFound("Station not found");
  return c.json(station, 200);
});

// src/services/index.ts
function createServices(deps) {
  return {
    catalogue: createStationCatalogue(deps.db)
  };
}

// src/app.ts
var MAX_BODY_BYTES = 100 * 1024;
function createApp(deps) {
  const logger = deps.logger ?? silentLogger;
  const services = createServices(deps);
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new AppError(413, "Request body is too large (100 KB at most)", "payload_too_large");
    }
  });
  const api = new Hono18().use((c, next) => c.req.method === "GET" || c.req.method === "HEAD" ? next() : limitBody(c, next)).use(sameOriginWrites(deps.config)).use(parseJsonBody).use(loadSession(deps)).get("/login", (c) => c.redirect("/login", 302)).route("/auth", authRoutes(deps, services)).route("/stations", stationRoutes(services.catalogue)).route("/orders", orderRoutes(deps, services)).route("/notifications", notificationRoutes(deps, services)).route("/chat", chatRoutes(deps, services)).route("/admin", adminRoutes(deps, services)).get("/health", (c) => c.json({ ok: true }, 200)).all("*", (c) => c.json({ message: `Not found: ${c.req.method} ${c.req.path}`, code: "not_found" }, 404));
  const app = new Hono18().use(requestLog(logger)).use(securityHeaders(deps.config)).route("/api", api);
  app.onError((err, c) => {
    if (err instanceof AppError) {
      for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
      return c.json(err.toJSON(), err.status);
    }
    if (err instanceof Error && err.message === "aborted" && err.code === "ECONNRESET") {
      return c.json({ message: "The request was interrupted before its body arrived", code: "client_aborted" }, 400);
    }
    if (err instanceof HTTPException && err.status < 500) {
      const message = err.message || "Bad request";
      return c.json({ message, code: err.status === 400 ? "bad_request" : "http_error" }, err.status);
    }
    logger.error("unhandled error", { id: c.get("requestId"), path: c.req.path, error: err instanceof Error ? err.stack : String(err) });
    return c.json({ message: "Something went wrong. Please try again in a moment.", code: "internal_error" }, 500);
  });
  return app;
}

// src/db/client.ts
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
function openDatabase(file) {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return drizzle(sqlite, { schema: schema_exports });
}

// src/db/migrate.ts
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { existsSync } from "node:fs";
import { dirname as dirname2, join } from "node:path";
import { fileURLToPath } from "node:url";
function migrationsFolder() {
  const here2 = dirname2(fileURLToPath(import.meta.url));
  const candidates = [join(here2, "migrations"), join(here2, "db", "migrations"), join(here2, "..", "src", "db", "migrations")];
  const found = candidates.find((p) => existsSync(join(p, "meta", "_journal.json")));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(", ")})`);
  return found;
}
function runMigrations(db) {
  migrate(db, { migrationsFolder: migrationsFolder() });
}

// src/db/seed.ts
import { readFileSync } from "node:fs";
import { sql as sql6 } from "drizzle-orm";
function parseCsv(text8) {
  const rows = [];
  let row = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text8.length; i++) {
    const ch = text8[i];
    if (quoted) {
      if (ch === '"' && text8[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text8[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f !== ""));
}
function readCatalogue(file) {
  const [header, ...rows] = parseCsv(readFileSync(file, "utf8"));
  if (!header) return [];
  const col = (name) => header.indexOf(name);
  const idx = {
    callLetters: col("callLetters"),
    affiliate: col("affiliate"),
    market: col("market"),
    state: col("state"),
    city: col("city"),
    showName: col("showName"),
    link: col("link")
  };
  return rows.map((r) => ({
    callLetters: r[idx.callLetters] ?? "",
    affiliate: r[idx.affiliate] ?? "",
    market: r[idx.market] ?? "",
    state: r[idx.state] ?? "",
    city: r[idx.city] ?? "",
    showName: r[idx.showName] ?? "",
    link: r[idx.link] ?? ""
  }));
}
function demoTerms(callLetters) {
  const h = parseInt(sha256(`demo-rate:${callLetters}`).slice(0, 8), 16);
  const rate = h % 100 < 15 ? null : 500 + (h >>> 8) % 90 * 50;
  const isHidden = (h >>> 16) % 100 < 2;
  return { rate, isHidden };
}
function seedStations(db, clock, file) {
  const now = clock.now().toISOString();
  const rows = readCatalogue(file).map((r) => ({
    id: newId(),
    callLetters: r.callLetters,
    affiliate: r.affiliate,
    market: r.market,
    state: r.state || null,
    city: r.city || null,
    showName: r.showName || null,
    link: r.link || null,
    ...demoTerms(r.callLetters),
    createdAt: now,
    updatedAt: now
  }));
  let added = 0;
  db.transaction((tx) => {
    for (const row of rows) {
      added += tx.insert(stations).values(row).onConflictDoNothing({ target: stations.callLetters }).run().changes;
    }
  });
  return added;
}
function stationCount(db) {
  return db.get(sql6`select count(*) as n from stations`).n;
}

// src/lib/clock.ts
var systemClock = { now: () => /* @__PURE__ */ new Date() };

// src/mail/outbox.ts
import { and as and9, asc as asc4, eq as eq20, lte as lte3 } from "drizzle-orm";
function createOutbox(opts) {
  const { db, transport, clock, logger, from } = opts;
  const baseDelay = opts.baseDelayMs ?? 2e3;
  const maxDelay = opts.maxDelayMs ?? 6e4;
  const maxAttempts = opts.maxAttempts ?? 50;
  const pollMs = opts.pollMs ?? 1e3;
  let timer;
  let running;
  let started = false;
  const due = () => db.select().from(outbox).where(and9(eq20(outbox.status, "pending"), lte3(outbox.nextAttemptAt, clock.now().toISOString()))).orderBy(asc4(outbox.id)).limit(50).all();
  async function sendDue() {
    let sent = 0;
    for (; ; ) {
      const batch = due();
      if (!batch.length) return sent;
      for (const row of batch) {
        try {
          await transport.send({ from, to: row.to, subject: row.subject, text: row.text, html: row.html, messageId: `<outbox-${row.id}@tv-segments>` });
          db.update(outbox).set({ status: "sent", sentAt: clock.now().toISOString(), attempts: row.attempts + 1, lastError: null }).where(eq20(outbox.id, row.id)).run();
          sent++;
        } catch (err) {
          const attempts = row.attempts + 1;
          const delay = Math.min(maxDelay, baseDelay * 2 ** (attempts - 1));
          const message = err instanceof Error ? err.message : String(err);
          db.update(outbox).set({
            attempts,
            lastError: message.slice(0, 500),
            status: attempts >= maxAttempts ? "failed" : "pending",
            nextAttemptAt: new Date(clock.now().getTime() + delay).toISOString()
          }).where(eq20(outbox.id, row.id)).run();
          logger.error("email send failed", { outboxId: row.id, attempts, error: message });
          return sent;
        }
      }
    }
  }
  const drain = () => {
    running ??= sendDue().finally(() => {
      running = void 0;
    });
    return running;
  };
  const schedule = (ms) => {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      void drain().finally(() => schedule(pollMs));
    }, ms);
    timer.unref();
  };
  return {
    enqueue(tx, message) {
      const now = clock.now().toISOString();
      tx.insert(outbox).values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, nextAttemptAt: now, createdAt: now }).run();
    },
    wake: () => schedule(0),
    drain,
    start() {
      started = true;
      schedule(0);
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      await running;
      transport.close?.();
    }
  };
}

// src/mail/transport.ts
import { mkdirSync as mkdirSync2, writeFileSync } from "node:fs";
import { join as join2 } from "node:path";
import nodemailer from "nodemailer";
function smtpTransport(url) {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({ ...mail, html: mail.html ?? void 0 });
    },
    close: () => transporter.close()
  };
}
var linksOf = (text8) => text8.match(/https?:\/\/[^\s<>"]+/g) ?? [];
function fileTransport(dir, logger) {
  const streamer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      mkdirSync2(dir, { recursive: true });
      const info = await streamer.sendMail({ ...mail, html: mail.html ?? void 0 });
      const safeId = mail.messageId.replace(/[^a-zA-Z0-9.-]/g, "_");
      const file = join2(dir, `${(/* @__PURE__ */ new Date()).toISOString().replace(/[:.]/g, "-")}-${safeId}.eml`);
      writeFileSync(file, info.message);
      logger.info("email written", { to: mail.to, subject: mail.subject, links: linksOf(mail.text), file });
    }
  };
}

// src/services/admin-bootstrap.ts
function firstAdminBanner(username, password) {
  const line = "=".repeat(64);
  return [
    "",
    line,
    "  FIRST ADMIN CREATED",
    `  username: ${username}`,
    `  password: ${password}`,
    "",
    "  This password is shown only once. Sign in at /admin and keep it safe;",
    "  `pnpm --filter @app/server cli reset-admin-password <username>` sets a new one.",
    line,
    ""
  ].join("\n");
}
async function ensureFirstAdmin(opts) {
  if (adminCount(opts.db) > 0) return "exists";
  const { username } = opts.config.admin;
  const password = opts.config.admin.password ?? generateAdminPassword();
  try {
    await createAdmin({ db: opts.db, clock: opts.clock }, { username, password, actor: CLI_ACTOR });
  } catch (err) {
    if (err instanceof AppError && err.status === 409) return "exists";
    throw err;
  }
  opts.logger.info("first admin created", { username, passwordFrom: opts.config.admin.password ? "ADMIN_PASSWORD" : "generated" });
  if (opts.config.admin.password) return "created";
  const print = opts.print ?? ((text8) => process.stdout.write(text8));
  print(firstAdminBanner(username, password));
  return "generated";
}

// src/web-static.ts
import { serveStatic } from "@hono/node-server/serve-static";
import { existsSync as existsSync2, readFileSync as readFileSync2 } from "node:fs";
import { join as join3, relative } from "node:path";
function publicConfigOf(config2) {
  return {
    contactEmail: config2.contactEmail,
    googleEnabled: Boolean(config2.google),
    businessTimeZone: config2.businessTimeZone
  };
}
var escapeAttr = (s) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
function renderIndexHtml(template, config2) {
  const meta = `<meta name="app-config" content="${escapeAttr(JSON.stringify(publicConfigOf(config2)))}" />`;
  return template.replace(/<meta name="app-config"[^>]*>/, meta);
}
function mountWebApp(app, webDist, config2) {
  const indexFile = join3(webDist, "index.html");
  if (!existsSync2(indexFile)) throw new Error(`The web app is not built (${indexFile} is missing). Run pnpm build.`);
  const indexHtml = renderIndexHtml(readFileSync2(indexFile, "utf8"), config2);
  const root = relative(process.cwd(), webDist) || ".";
  app.use(
    "*",
    serveStatic({
      root,
      precompressed: true,
      onFound: (path, c) => {
        c.header("Cache-Control", path.includes("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
      rewriteRequestPath: (p) => p === "/" || p === "/index.html" ? "/__no_such_file__" : p
    })
  );
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    if (c.req.query("token")) c.header("Referrer-Policy", "no-referrer");
    return c.html(indexHtml, 200);
  });
}

// src/server.ts
var here = dirname3(fileURLToPath2(import.meta.url));
var repoRoot = resolve(here, "..", "..", "..");
var defaultWebDist = join4(repoRoot, "apps", "web", "dist");
var catalogueFile = join4(repoRoot, "resources", "stations.csv");
async function startServer(config2, opts = {}) {
  const clock = opts.clock ?? systemClock;
  const logger = opts.logger ?? createLogger(config2.logLevel);
  const db = openDatabase(join4(config2.dataDir, "app.db"));
  runMigrations(db);
  if (stationCount(db) === 0) {
    const added = seedStations(db, clock, catalogueFile);
    logger.info("seeded station catalogue", { stations: added });
  }
  await ensureFirstAdmin({ db, config: config2, clock, logger });
  const transport = opts.transport ?? (config2.smtpUrl ? smtpTransport(config2.smtpUrl) : fileTransport(join4(config2.dataDir, "outbox"), logger));
  const outbox2 = createOutbox({ db, transport, clock, logger, from: config2.mailFrom });
  const app = createApp({ db, config: config2, mailer: outbox2, clock, logger });
  const webDist = opts.webDist === void 0 ? defaultWebDist : opts.webDist;
  if (webDist && existsSync3(webDist)) mountWebApp(app, webDist, config2);
  const server2 = await new Promise((ok) => {
    const s = serve({ fetch: app.fetch, port: config2.port, hostname: config2.host }, () => ok(s));
  });
  outbox2.start();
  const address = server2.address();
  const port = typeof address === "object" && address ? address.port : config2.port;
  const shownHost = config2.host === "0.0.0.0" || config2.host === "::" ? "localhost" : config2.host;
  const url = `http://${shownHost}:${port}`;
  let stopping;
  const stop = () => stopping ??= (async () => {
    const closed = new Promise((ok) => server2.close(() => ok()));
    if ("closeIdleConnections" in server2) server2.closeIdleConnections();
    const force = setTimeout(() => {
      if ("closeAllConnections" in server2) server2.closeAllConnections();
    }, 1e4);
    await closed;
    clearTimeout(force);
    await outbox2.stop();
    db.$client.close();
  })();
  return { url, port, db, outbox: outbox2, stop };
}

// src/main.ts
if (existsSync4(".env")) process.loadEnvFile(".env");
var config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
if (!config.rateLimits) console.warn("WARNING: RATE_LIMITS=off. Rate limiting is disabled; use this only for benchmarks.");
var server = await startServer(config);
console.log(`Serving on ${server.url}`);
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    console.log(`${signal}: finishing in-flight requests and stopping`);
    void server.stop().then(() => process.exit(0));
  });
}
//# sourceMappingURL=main.js.map
