import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { AppError } from './errors';

/** Collects zod issues into DESIGN's fieldErrors shape: { field: [messages] }. */
interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

export function fieldErrorsOf(error: IssueList): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** The 400 every route gives for invalid input; its message is the first field message. */
export function validationError(error: IssueList): AppError {
  const fieldErrors = fieldErrorsOf(error);
  const first = Object.values(fieldErrors)[0]?.[0] ?? 'Invalid request';
  return new AppError(400, first, 'validation_error', fieldErrors);
}

/** zValidator whose failure throws the project's 400 with field errors. */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
