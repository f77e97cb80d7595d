import { useAnnouncement } from '@app/ui';
import type { BookingField } from '@app/core';
import { useEffect, useRef, useState } from 'react';
import type { BookingFormApi } from './use-booking-form';

/** The booking dialog has three steps: contact, client (or interview), schedule. */
export const LAST_STEP = 2;

/**
 * Which step shows, and what screen readers and the focus do when it changes: the dialog's step
 * navigation, its announcements and where focus lands, and nothing else.
 */
export function useBookingSteps(form: BookingFormApi, titles: readonly string[], stepFields: readonly (readonly string[])[]) {
  const [step, setStep] = useState(0);
  const [announcement, announce, clearAnnouncement] = useAnnouncement();
  // Where focus goes once the step shown has changed: a field in error, or the step's heading.
  const focusAfterStep = useRef<BookingField | 'heading' | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const target = focusAfterStep.current;
    focusAfterStep.current = null;
    if (target === 'heading') stepHeading.current?.focus();
    else if (target) form.setFocus(target);
  }, [step, form]);

  /**
   * Shows a step, says so to screen readers, and puts focus on `field`, or else on the step's
   * heading: the button that was pressed may be gone or disabled on the new step. (Not on its
   * first field: an empty field left at once would show its error and move what was clicked.)
   */
  const showStep = (next: number, field?: BookingField) => {
    if (next === step) {
      if (field) form.setFocus(field);
      return;
    }
    focusAfterStep.current = field ?? 'heading';
    setStep(next);
    announce(`Step ${next + 1} of 3: ${titles[next]}`);
  };

  /**
   * Says how many of `fields` are in error. Focus is on the first of them, which reads its own
   * message (aria-describedby), so the messages are not repeated here.
   */
  const announceErrors = (fields: readonly string[]) => {
    const count = fields.filter((f) => form.getFieldState(f as BookingField).error).length;
    if (count > 0) announce(count === 1 ? '1 field needs attention' : `${count} fields need attention`);
  };

  /** Goes to step `index`, focuses its first field in error and reads its errors out. */
  const showFirstError = (index: number) => {
    const fields = stepFields[index] ?? [];
    showStep(index, fields.find((f) => form.getFieldState(f as BookingField).error) as BookingField | undefined);
    announceErrors(fields);
  };

  /** Next: checks this step's fields, then moves on, or says what needs attention. */
  const goNext = async () => {
    const valid = await form.trigger(stepFields[step] as BookingField[], { shouldFocus: true });
    if (valid) showStep(Math.min(step + 1, LAST_STEP));
    else announceErrors(stepFields[step] ?? []);
  };

  const goBack = () => showStep(Math.max(step - 1, 0));

  /** Puts the server's field errors on their fields and shows the first step that has one. */
  const showServerFieldErrors = (fieldErrors: Record<string, string[]>) => {
    let first = -1;
    for (const [field, messages] of Object.entries(fieldErrors)) {
      const stepOfField = stepFields.findIndex((fields) => fields.includes(field));
      if (stepOfField === -1) continue;
      form.setError(field as BookingField, { type: 'server', message: messages[0] });
      if (first === -1 || stepOfField < first) first = stepOfField;
    }
    if (first !== -1) showFirstError(first);
  };

  /** The step of the first field in `errors`, shown as by showFirstError (a failed submit). */
  const showFirstStepWithError = (errors: Partial<Record<string, unknown>>) => {
    const firstStep = stepFields.findIndex((fields) => fields.some((f) => errors[f]));
    if (firstStep !== -1) showFirstError(firstStep);
  };

  /** Starts over at `index` without announcing it (a reset, a restored draft): the region empties. */
  const restartAt = (index: number) => {
    setStep(index);
    clearAnnouncement();
  };

  return {
    step,
    restartAt,
    stepHeading,
    announcement,
    announceErrors,
    goNext,
    goBack,
    showServerFieldErrors,
    showFirstStepWithError,
  };
}
