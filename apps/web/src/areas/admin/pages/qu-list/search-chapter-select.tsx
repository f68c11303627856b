import { ChapterSelect } from '@web/shared/components/chapter-select';
import { Form } from 'antd';
import { m } from './messages';

export interface SearchChapterSelectProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  id?: string;
}

/** The chapter filter of the search bar: the chapters of the bank chosen beside it (cleared with it). */
export function SearchChapterSelect({ value, onChange, id }: SearchChapterSelectProps) {
  const form = Form.useFormInstance();
  const repoId = Form.useWatch('repoId', form) as string | undefined;
  return (
    <ChapterSelect
      id={id}
      aria-label={m('chapterFilter')}
      repoId={repoId}
      value={repoId ? value : undefined}
      onChange={(v) => onChange?.(v)}
      placeholder={repoId ? m('chapterFilter') : m('chapterFilterFirst')}
    />
  );
}
