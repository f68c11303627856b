import { useRepoMutations } from '@web/api/repo';
import { FormDialog } from '@web/shared/list-page';
import type { RepoRow, SaveRepoBody } from '@xuekao/contracts';
import { Form, Input, Switch } from 'antd';
import { m } from './messages';

type RepoForm = Omit<SaveRepoBody, 'id'>;

export interface RepoFormDialogProps {
  open: boolean;
  /** The bank being edited; undefined adds one. */
  repo?: RepoRow;
  onClose: () => void;
}

/** 添加题库 / 修改题库: title, description, usable in exams, open for training. */
export function RepoFormDialog({ open, repo, onClose }: RepoFormDialogProps) {
  const { save } = useRepoMutations();
  const initial: RepoForm = repo
    ? { title: repo.title, remark: repo.remark, isExam: repo.isExam, isTrain: repo.isTrain }
    : { title: '', remark: '', isExam: true, isTrain: true };
  return (
    <FormDialog<RepoForm>
      open={open}
      title={repo ? m('editTitle') : m('addTitle')}
      initialValues={initial}
      onClose={onClose}
      onSubmit={(v) => save.mutateAsync({ ...v, id: repo?.id })}
    >
      <Form.Item
        label={m('title')}
        name="title"
        rules={[{ required: true, whitespace: true, message: m('titleRequired') }]}
      >
        <Input placeholder={m('title')} maxLength={256} />
      </Form.Item>
      <Form.Item label={m('remark')} name="remark">
        <Input.TextArea placeholder={m('remark')} maxLength={1024} rows={3} />
      </Form.Item>
      <Form.Item label={m('forExam')} name="isExam" valuePropName="checked" extra={m('forExamHint')}>
        <Switch aria-label={m('forExam')} />
      </Form.Item>
      <Form.Item label={m('forTrain')} name="isTrain" valuePropName="checked" extra={m('forTrainHint')}>
        <Switch aria-label={m('forTrain')} />
      </Form.Item>
    </FormDialog>
  );
}
