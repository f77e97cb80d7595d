/**
 * The one shape of a row-to-JSON builder: the fields that leave the server are a list of the
 * answer type's keys (`satisfies readonly (keyof Answer)[]` keeps anything else, such as a hash,
 * out), copied as stored; a builder overrides only the fields it changes.
 */
export function rowJson<Row, K extends keyof Row>(row: Row, fields: readonly K[]): Pick<Row, K> {
  const json = {} as Pick<Row, K>;
  for (const field of fields) json[field] = row[field];
  return json;
}
