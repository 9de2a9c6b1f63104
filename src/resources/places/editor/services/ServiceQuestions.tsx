/**
 * The service questions of the chosen categories only (part 1 §2 step 3, §4), each answered 1..5
 * or switched off (0). The categories and services lists load through the data provider (every
 * language in one answer, grouped by id); the form's `services` is rebuilt whenever the set of
 * questions changes (answers of services still present are kept), never before both lists loaded.
 */
import { useEffect, useMemo } from 'react';
import { Stack, Typography } from '@mui/material';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { RATINGS } from '../../../../../domain';
import { rebuiltAnswers, sameAnswers, serviceIdsOf, type ServiceAnswer } from './serviceAnswers';
import { ServiceQuestion } from './ServiceQuestion';

const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const } };
const NONE: never[] = [];

const spanish = (value: unknown) => String((value as Record<string, unknown> | undefined)?.es ?? '');

export const ServiceQuestions = ({ headingId }: { headingId: string }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const chosen = (useWatch({ name: 'categories' }) as unknown[] | undefined) ?? NONE;
  const answers = (useWatch({ name: 'services' }) as ServiceAnswer[] | undefined) ?? NONE;
  const categories = useGetList('categories', ALL);
  const services = useGetList('services', ALL);
  const loaded = Boolean(categories.data && services.data);

  const ids = useMemo(() => {
    const known = new Set((services.data ?? []).map((service: RaRecord) => Number(service.id)));
    return serviceIdsOf(chosen, categories.data ?? []).filter((id) => known.has(id));
  }, [chosen, categories.data, services.data]);

  useEffect(() => {
    if (!loaded) return;
    const next = rebuiltAnswers(ids, answers);
    // a consequence of the categories (already a change) or of loading: not a change of its own
    if (!sameAnswers(next, answers)) setValue('services', next);
  }, [loaded, ids, answers, setValue]);

  if (!loaded) return null;
  if (chosen.length === 0) return <Typography>{translate('app.placeServices.services_no_category')}</Typography>;
  if (ids.length === 0) return <Typography>{translate('app.placeServices.services_none')}</Typography>;
  const byId = new Map((services.data ?? []).map((service: RaRecord) => [Number(service.id), service]));
  const set = (id: number, points: number) =>
    setValue(
      'services',
      answers.map((answer) => (answer.id === id ? { id, points } : answer)),
      { shouldDirty: true },
    );
  return (
    <Stack spacing={2} component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {answers.map((answer) => {
        const service = byId.get(answer.id);
        if (!service) return null;
        return (
          <li key={answer.id}>
            <ServiceQuestion
              question={spanish(service.question) || spanish(service.text)}
              labels={RATINGS.map((n) => spanish(service[`rating${n}`]))}
              points={answer.points}
              onChange={(points) => set(answer.id, points)}
            />
          </li>
        );
      })}
    </Stack>
  );
};
