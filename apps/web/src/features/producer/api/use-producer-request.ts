import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { json } from '@app/api-client';
import { errorStatusOf, type ProducerRequest } from '@app/core';
import { api, cancellable } from '@/lib/api-client';
import { webKeys } from '@/lib/query-keys';

/** GET /api/producer/request?token=: the request a producer link belongs to. */
export function useProducerRequest(token: string) {
  return useQuery({
    queryKey: webKeys.producerRequest(token),
    queryFn: ({ signal }) => json(api.producer.request.$get({ query: { token } }, cancellable(signal))),
    retry: false,
    enabled: token !== '',
  });
}

/**
 * The five answers of a producer link; each answers with the request as it now stands (then
 * `onAnswered` is called, before the page shows it). One the
 * request's state no longer allows (409: another answer came first, from another page or the
 * team) reads the request again, so the page shows it as it stands and what can be answered now.
 */
export function useProducerAnswers(token: string, onAnswered?: () => void) {
  const qc = useQueryClient();
  const outcome = {
    onSuccess: (data: ProducerRequest) => {
      // Before the page shows the answer: the form answered may leave it (see ProducerPage).
      onAnswered?.();
      qc.setQueryData(webKeys.producerRequest(token), data);
    },
    onError: (error: unknown) => {
      if (errorStatusOf(error) === 409) void qc.invalidateQueries({ queryKey: webKeys.producerRequest(token) });
    },
  };
  const query = { token };
  return {
    accept: useMutation({
      mutationFn: (body: Parameters<typeof api.producer.accept.$post>[0]['json']) => json(api.producer.accept.$post({ query, json: body })),
      ...outcome,
    }),
    propose: useMutation({
      mutationFn: (body: Parameters<typeof api.producer.propose.$post>[0]['json']) => json(api.producer.propose.$post({ query, json: body })),
      ...outcome,
    }),
    decline: useMutation({ mutationFn: (reason: string) => json(api.producer.decline.$post({ query, json: { reason } })), ...outcome }),
    bumped: useMutation({ mutationFn: (reason: string) => json(api.producer.bumped.$post({ query, json: { reason } })), ...outcome }),
    aired: useMutation({
      mutationFn: (body: Parameters<typeof api.producer.aired.$post>[0]['json']) => json(api.producer.aired.$post({ query, json: body })),
      ...outcome,
    }),
  };
}

export type ProducerAnswers = ReturnType<typeof useProducerAnswers>;
