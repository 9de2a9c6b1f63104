/**
 * react-admin's ImageInput (photos, 360º views) or FileInput (PDFs), several files at once, with
 * every new file checked as it is chosen (fileChecks: format by its bytes, size cap): a refused
 * file is taken out again and an alert names the field and the file. The chosen files are listed
 * by the section that uses it (with their attribution or title), not by the input's previews.
 * The drop zone is focusable and named (Enter opens the file dialog).
 */
import { useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { FileInput, ImageInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { runtimeConfig } from '../../../../runtimeConfig';
import { refusalOf, type FileKind } from './fileChecks';
import type { ChosenFile } from './types';
import { useNamedDropZone } from './useNamedDropZone';

const ACCEPT: Record<FileKind, string> = { image: 'image/jpeg,image/png,image/webp,image/gif', pdf: 'application/pdf' };

interface Props {
  source: string;
  kind: FileKind;
  /** The field's name, already translated: the input's label and the refusals' subject. */
  label: string;
  /** The drop zone's text and accessible name. */
  placeholder: string;
  helperText: string;
  /** Fields every new entry starts with ({attrib: ''} for photos). */
  blank?: Record<string, string>;
}

/** FileInput's own shape of a new file ({rawFile, src, title}) plus the section's fields. */
const entriesOf = (blank: Record<string, string>) => (files: unknown) =>
  (Array.isArray(files) ? files : files ? [files] : []).map((file: unknown) =>
    file instanceof File ? { rawFile: file, src: URL.createObjectURL(file), title: file.name, ...blank } : file,
  );

export const CheckedFileInput = ({ source, kind, label, placeholder, helperText, blank = {} }: Props) => {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const [refusals, setRefusals] = useState<string[]>([]);
  const zone = useNamedDropZone<HTMLDivElement>(placeholder);

  const check = async (chosen: File[]) => {
    const maxMb = runtimeConfig().uploadMaxMb;
    const found = await Promise.all(chosen.map((file) => refusalOf(file, kind, label, maxMb)));
    const refused = chosen.filter((_, i) => found[i]);
    setRefusals(found.flatMap((refusal) => (refusal ? [translate(refusal.message, refusal.args)] : [])));
    if (refused.length === 0) return;
    const kept = ((getValues(source) as ChosenFile[] | undefined) ?? []).filter((value) => !refused.includes(value.rawFile));
    setValue(source, kept, { shouldDirty: true });
  };

  const Input = kind === 'image' ? ImageInput : FileInput;
  return (
    <Stack spacing={1} ref={zone}>
      <Input
        source={source}
        label={label}
        multiple
        parse={entriesOf(blank)}
        placeholder={<p>{placeholder}</p>}
        helperText={helperText}
        inputProps={{ accept: ACCEPT[kind], 'aria-label': placeholder }}
        options={{ onDrop: (files: File[]) => void check(files) }}
      />
      {refusals.map((text) => (
        <Alert key={text} severity="error" role="alert">
          {text}
        </Alert>
      ))}
    </Stack>
  );
};
