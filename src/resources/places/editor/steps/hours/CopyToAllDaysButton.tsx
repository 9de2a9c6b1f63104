/**
 * 'Copiar a todos los días': one day's schedule (its pairs and 'Abierto 24 horas') copied to the six
 * other days, so a week of equal days is typed once (issue 15). The other days' hours are replaced;
 * a toast says it was done and the focus stays on the button.
 */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { WEEKDAYS, type TimeRange } from '../../../../../../domain';
import { dayField } from './draft';

export const CopyToAllDaysButton = ({ index }: { index: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { getValues, setValue } = useFormContext();
  const day = WEEKDAYS[index].toLowerCase();

  const copy = () => {
    const pairs = ((getValues(`${dayField(index)}.hours`) ?? []) as TimeRange[]).map(({ open, close }) => ({ open, close }));
    const all24 = getValues(`${dayField(index)}.all24`) === true;
    WEEKDAYS.forEach((_, other) => {
      if (other === index) return;
      setValue(
        `${dayField(other)}.hours`,
        pairs.map((pair) => ({ ...pair })),
        { shouldDirty: true },
      );
      setValue(`${dayField(other)}.all24`, all24, { shouldDirty: true });
    });
    notify('app.hours.copied', { type: 'info', messageArgs: { day } });
  };

  return (
    <Button startIcon={<ContentCopyIcon />} onClick={copy} aria-label={translate('app.hours.copy_label', { day })}>
      {translate('app.hours.copy')}
    </Button>
  );
};
