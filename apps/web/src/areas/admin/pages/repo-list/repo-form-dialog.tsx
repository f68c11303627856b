import { useRepoMutations } from '@web/api/repo';
import { FormDialog } from '@web/shared/list-page';
import type { RepoRow, SaveRepoBody } from '@xuekao/contracts';
import { Form, Input, Switch } from 'antd';

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
      title={repo ? '修改题库' : '添加题库'}
      initialValues={initial}
      onClose={onClose}
      onSubmit={(v) => save.mutateAsync({ ...v, id: repo?.id })}
    >
      <Form.Item
        label="题库名称"
        name="title"
        rules={[{ required: true, whitespace: true, message: '题库名称不能为空！' }]}
      >
        <Input placeholder="题库名称" maxLength={256} />
      </Form.Item>
      <Form.Item label="题库描述" name="remark">
        <Input.TextArea placeholder="题库描述" maxLength={1024} rows={3} />
      </Form.Item>
      <Form.Item label="用于考试" name="isExam" valuePropName="checked" extra="关闭后组卷时不能选择此题库">
        <Switch aria-label="用于考试" />
      </Form.Item>
      <Form.Item label="开放训练" name="isTrain" valuePropName="checked" extra="开启后学员可在题库训练中练习">
        <Switch aria-label="开放训练" />
      </Form.Item>
    </FormDialog>
  );
}
