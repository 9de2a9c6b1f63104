/**
 * The generic pager (part 1 §2, §9): first « previous ‹ [window of 5 page numbers] › next » last,
 * 'Página X de Y' and a go-to-page field (Enter or 'Ir'). Hidden when everything fits in one page.
 * `ListPager` is the same inside a react-admin list (<ListBase>), reading its pagination context.
 * A list whose count stopped at its bound (domain EXACT_COUNT: `atLeast`) says so, 'Página 1 de más
 * de 666 (más de 10.000 resultados)', keeps «next» open, and its «last page» first counts every row
 * (`onLast`, showing that it is counting) and then goes there.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { MAX_PAGE } from '../../domain';
import { Box, Button, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { pageCount, pageWindow, parsePage } from './pageWindow';

export interface PagerProps {
  page: number;
  perPage: number;
  total: number | undefined;
  setPage: (page: number) => void;
  /** The list has at least `total` rows (its count stopped there): more pages may follow. */
  atLeast?: boolean;
  /** «Last page» on such a list: counts every row, then goes to the last page. */
  onLast?: () => void;
  /** True while onLast counts. */
  counting?: boolean;
}

export const Pager = ({ page, perPage, total, setPage, atLeast = false, onLast, counting = false }: PagerProps) => {
  const translate = useTranslate();
  if (total === undefined || (total <= perPage && !atLeast)) return null;
  // At least `total` rows: these pages exist, and more may follow.
  const pages = pageCount(total, perPage);
  const current = atLeast ? Math.max(1, page) : Math.min(Math.max(1, page), pages);
  const go = (target: number) => {
    if (target !== current) setPage(target);
  };
  const arrow = (label: string, target: number, icon: ReactNode, onClick = () => go(target), busy = false) => (
    <Tooltip title={translate(busy ? 'app.pager.counting' : label)}>
      <span>
        <IconButton
          aria-label={translate(label)}
          aria-busy={busy || undefined}
          disabled={busy || target === current}
          onClick={onClick}
          size="small"
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  const lastArrow =
    atLeast && onLast
      ? arrow('app.pager.last', Number.NaN, <LastPageIcon />, onLast, counting)
      : arrow('app.pager.last', pages, <LastPageIcon />);
  return (
    <Box
      component="nav"
      aria-label={translate('app.pager.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: { xs: 'center', sm: 'flex-end' }, gap: 1, p: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {arrow('app.pager.first', 1, <FirstPageIcon />)}
        {arrow('app.pager.previous', Math.max(1, current - 1), <NavigateBeforeIcon />)}
        {pageWindow(current, Math.max(pages, current)).map((n) => (
          <Button
            key={n}
            size="small"
            variant={n === current ? 'contained' : 'text'}
            aria-current={n === current ? 'page' : undefined}
            aria-label={translate('app.pager.page', { page: n })}
            onClick={() => go(n)}
            sx={{ minWidth: 36, px: 1 }}
          >
            {n}
          </Button>
        ))}
        {arrow('app.pager.next', atLeast ? current + 1 : Math.min(pages, current + 1), <NavigateNextIcon />)}
        {lastArrow}
      </Box>
      <Typography variant="body2" sx={{ mx: { xs: 0, sm: 1 } }} aria-live="polite">
        {atLeast
          ? translate('app.pager.page_of_more', {
              page: current,
              pages: Math.floor((total - 1) / perPage),
              rows: (total - 1).toLocaleString('es-ES'),
            })
          : translate('app.pager.page_of', { page: current, pages })}
      </Typography>
      <GoToPage pages={atLeast ? MAX_PAGE : pages} onGo={go} />
    </Box>
  );
};

/** 'Ir a la página' field: a whole number 1..pages, else a Spanish error under the field. */
const GoToPage = ({ pages, onGo }: { pages: number; onGo: (page: number) => void }) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = parsePage(text, pages);
    if (target === null) {
      setError(true);
      return;
    }
    setError(false);
    setText('');
    onGo(target);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, flexShrink: 0 }}>
      <TextField
        size="small"
        label={translate('app.pager.goto')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(false);
        }}
        error={error}
        helperText={error ? translate('app.pager.out_of_range', { pages }) : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric', type: 'number', min: 1, max: pages } }}
        sx={{ width: { xs: 120, sm: 130 }, flexShrink: 0 }}
      />
      <Button type="submit" variant="outlined" sx={{ height: 40 }}>
        {translate('app.pager.go')}
      </Button>
    </Box>
  );
};

/**
 * The pager of the enclosing react-admin list. On a list counted «más de 10.000», «last page» asks
 * the same list again with an exact count (getList's meta.exactCount, dataProvider/params.ts).
 */
export const ListPager = () => {
  const { page, perPage, total, setPage, meta, resource, filter, filterValues, sort } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [counting, setCounting] = useState(false);
  const countAndGoLast = async () => {
    setCounting(true);
    try {
      const counted = await dataProvider.getList(resource, {
        filter: { ...filterValues, ...filter },
        sort,
        pagination: { page: 1, perPage: 1 },
        meta: { exactCount: true },
      });
      setPage(pageCount(counted.total ?? 0, perPage));
    } catch {
      notify('app.pager.count_failed', { type: 'error' });
    } finally {
      setCounting(false);
    }
  };
  return (
    <Pager
      page={page}
      perPage={perPage}
      total={total}
      setPage={setPage}
      atLeast={Boolean((meta as { totalAtLeast?: boolean } | undefined)?.totalAtLeast)}
      onLast={() => void countAndGoLast()}
      counting={counting}
    />
  );
};
