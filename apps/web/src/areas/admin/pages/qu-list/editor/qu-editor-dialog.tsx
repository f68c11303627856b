import { useQuDetail, useQuMutations } from '@web/api/qu';
import { ChapterSelect } from '@web/shared/components/chapter-select';
import { DictSelect } from '@web/shared/components/dict-select';
import { RepoSelect } from '@web/shared/components/repo-select';
import { LIST_TEXTS } from '@web/shared/list-page';
import { QuType } from '@xuekao/contracts';
import { Alert, App, Col, Form, Modal, Row, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { m } from '../messages';
import { CompositeEditor } from './composite-editor';
import { QuBodyFields } from './qu-body-fields';
import { changeType, emptyQu, fromQuDetail, type QuFormValue, toSaveQuBody, validateQu } from './qu-form';

export interface QuEditorDialogProps {
  open: boolean;
  /** The question being edited; undefined adds one. */
  quId?: string;
  /** Bank and chapter a new question starts in (the list's filter). */
  repoId?: string;
  chapterId?: string;
  onClose: () => void;
}

/**
 * 添加试题 / 修改试题: bank, chapter, type, level, then content, image, the per-type answers and the
 * analysis; a composite holds sub-questions. 确定 checks the rules first (the server's messages) and then
 * saves; a refusal from the server is shown as it comes and the dialog stays open.
 */
export function QuEditorDialog({ open, quId, repoId, chapterId, onClose }: QuEditorDialogProps) {
  const { message } = App.useApp();
  const detail = useQuDetail(open ? quId : undefined);
  const { save } = useQuMutations();
  const [value, setValue] = useState<QuFormValue>(() => emptyQu());
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => {
    if (!open) return;
    setErrors([]);
    if (!quId) setValue(emptyQu(QuType.SINGLE, repoId ?? '', chapterId ?? ''));
  }, [open, quId, repoId, chapterId]);

  useEffect(() => {
    if (open && quId && detail.data && detail.data.id === quId) setValue(fromQuDetail(detail.data));
  }, [open, quId, detail.data]);

  const ok = async () => {
    const problems = validateQu(value);
    setErrors(problems);
    if (problems.length > 0) {
      message.error(problems[0]);
      return;
    }
    try {
      await save.mutateAsync(toSaveQuBody(value));
      message.success(m('saved'));
      onClose();
    } catch {
      // the request helper has shown the server's message; keep what was typed
    }
  };

  const loading = Boolean(quId) && (detail.isLoading || value.id !== quId);
  return (
    <Modal
      open={open}
      title={quId ? m('editTitle') : m('addTitle')}
      width={1080}
      okText={LIST_TEXTS.ok}
      cancelText={LIST_TEXTS.cancel}
      confirmLoading={save.isPending}
      onOk={() => void ok()}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      className="xk-qu-editor"
      styles={{ body: { maxHeight: 'calc(100vh - 220px)', overflowY: 'auto', paddingRight: 8 } }}
    >
      <Spin spinning={loading}>
        <Form layout="horizontal" labelCol={{ flex: '90px' }} wrapperCol={{ flex: 1 }} component="div">
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item label={m('repo')} required htmlFor="qu-repo">
                <RepoSelect
                  id="qu-repo"
                  selectedLabel={detail.data?.repoId === value.repoId ? detail.data?.repoId_dictText : undefined}
                  value={value.repoId || undefined}
                  onChange={(v) =>
                    setValue({ ...value, repoId: v ?? '', chapterId: v === value.repoId ? value.chapterId : '' })
                  }
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label={m('chapter')} htmlFor="qu-chapter">
                <ChapterSelect
                  id="qu-chapter"
                  repoId={value.repoId || undefined}
                  value={value.chapterId || undefined}
                  onChange={(v) => setValue({ ...value, chapterId: v ?? '' })}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label={m('quType')} required htmlFor="qu-type">
                <DictSelect
                  id="qu-type"
                  dicCode="qu_type"
                  allowClear={false}
                  value={value.quType}
                  onChange={(v) => v && setValue(changeType(value, Number(v)))}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label={m('level')} required htmlFor="qu-level">
                <DictSelect
                  id="qu-level"
                  dicCode="qu_level"
                  allowClear={false}
                  value={value.level}
                  onChange={(v) => v && setValue({ ...value, level: Number(v) })}
                />
              </Form.Item>
            </Col>
          </Row>
          <QuBodyFields value={value} onChange={setValue} />
          {value.quType === QuType.COMPOSITE && (
            <Form.Item label={m('subs')} required>
              <CompositeEditor subList={value.subList} onChange={(subList) => setValue({ ...value, subList })} />
            </Form.Item>
          )}
          {errors.length > 0 && (
            <Alert
              type="error"
              showIcon
              className="xk-qu-errors"
              title={m('fixBelow')}
              description={
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {errors.map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              }
            />
          )}
        </Form>
      </Spin>
    </Modal>
  );
}
