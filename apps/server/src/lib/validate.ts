import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { forbiddenCharacterPaths, MESSAGES } from '@app/core';
import { AppError } from './errors';
import { recordValidation } from './route-docs';

/** Collects zod issues into the API's fieldErrors shape: { field: [messages] }. */
interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

export function fieldErrorsOf(error: IssueList): Record<string, string[]> {
  // Field names come from the request: '__proto__' or 'constructor' must be plain keys, so the
  // messages are grouped in a Map and become own properties only at the end.
  const byField = new Map<string, string[]>();
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    const messages = byField.get(key);
    // Two checks of one field may fail with the same words (a format, then a refinement of it): said once.
    if (messages) {
      if (!messages.includes(issue.message)) messages.push(issue.message);
    } else byField.set(key, [issue.message]);
  }
  return Object.fromEntries(byField);
}

/** The 400 every route gives for invalid input; its message is the first field message. */
export function validationError(error: IssueList): AppError {
  const fieldErrors = fieldErrorsOf(error);
  const first = Object.values(fieldErrors)[0]?.[0] ?? 'Invalid request';
  return new AppError(400, first, 'validation_error', fieldErrors);
}

/**
 * zValidator whose failure throws the project's 400 with field errors. Whatever the schema, no
 * text in the input may hold a control character, a bidirectional override or a lone surrogate
 * (the shared rule of @app/core): each such field gets the same 400. The schema is recorded for
 * the OpenAPI document (lib/route-docs.ts), so every validated route documents its input.
 */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  recordValidation(validator(target, schema), target, schema);

const validator = <T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result) => {
    const forbidden = forbiddenCharacterPaths(result.data);
    if (forbidden.length) {
      throw validationError({ issues: forbidden.map((path) => ({ path: path === '_' ? [] : path.split('.'), message: MESSAGES.forbiddenCharacters })) });
    }
    if (!result.success) throw validationError(result.error);
  });
