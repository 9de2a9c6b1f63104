/**
 * The generic pager (part 1 §2, §9): first « previous ‹ [window of 5 page numbers] › next » last,
 * 'Página X de Y' and a go-to-page field (Enter or 'Ir'). Hidden when everything fits in one page.
 * `ListPager` is the same inside a react-admin list (<ListBase>), reading its pagination context.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { useListPaginationContext, useTranslate } from 'react-admin';
import { pageCount, pageWindow, parsePage } from './pageWindow';

export interface PagerProps {
  page: number;
  perPage: number;
  total: number | undefined;
  setPage: (page: number) => void;
}

export const Pager = ({ page, perPage, total, setPage }: PagerProps) => {
  const translate = useTranslate();
  if (total === undefined || total <= perPage) return null;
  const pages = pageCount(total, perPage);
  const current = Math.min(Math.max(1, page), pages);
  const go = (target: number) => {
    if (target !== current) setPage(target);
  };
  const arrow = (label: string, target: number, icon: ReactNode) => (
    <Tooltip title={translate(label)}>
      <span>
        <IconButton aria-label={translate(label)} disabled={target === current} onClick={() => go(target)} size="small">
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Box
      component="nav"
      aria-label={translate('app.pager.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: { xs: 'center', sm: 'flex-end' }, gap: 1, p: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {arrow('app.pager.first', 1, <FirstPageIcon />)}
        {arrow('app.pager.previous', Math.max(1, current - 1), <NavigateBeforeIcon />)}
        {pageWindow(current, pages).map((n) => (
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
        {arrow('app.pager.next', Math.min(pages, current + 1), <NavigateNextIcon />)}
        {arrow('app.pager.last', pages, <LastPageIcon />)}
      </Box>
      <Typography variant="body2" sx={{ mx: { xs: 0, sm: 1 } }} aria-live="polite">
        {translate('app.pager.page_of', { page: current, pages })}
      </Typography>
      <GoToPage pages={pages} onGo={go} />
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

/** The pager of the enclosing react-admin list. */
export const ListPager = () => {
  const { page, perPage, total, setPage } = useListPaginationContext();
  return <Pager page={page} perPage={perPage} total={total} setPage={setPage} />;
};
