import { call } from '@web/api/request';
import { DictSelect } from '@web/shared/components/dict-select';
import { MinutesSecondsInput } from '@web/shared/components/minutes-seconds-input';
import { FormDialog } from '@web/shared/list-page';
import {
  type CourseCatNode,
  type CourseFile,
  CourseFileType,
  endpoints,
  type SaveCourseFileBody,
} from '@xuekao/contracts';
import { Form, Input, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { parentOptions } from './cat-dialog';
import { FileUrlField } from './file-url-field';
import { LivePushPanel } from './live-push';
import { m } from './messages';
import { RepoMultiSelect } from './repo-multi-select';

export interface FileValues {
  title: string;
  catId: string;
  fileType?: number | string;
  fileUrl: string;
  viewUrl: string;
  needLearn?: number | null;
  exercisesIdList: string[];
}

const MEDIA: number[] = [CourseFileType.VIDEO, CourseFileType.AUDIO];

/** The dialog's values -> `/api/course/file/save` (only the addresses the type uses are sent). */
export function fileBodyOf(v: FileValues, id?: string): SaveCourseFileBody {
  const fileType = Number(v.fileType);
  const live = fileType === CourseFileType.LIVE;
  const usesView = live || fileType === CourseFileType.DOC;
  return {
    id,
    title: v.title.trim(),
    catId: v.catId ?? '',
    fileType,
    fileUrl: live ? '' : (v.fileUrl ?? '').trim(),
    viewUrl: usesView ? (v.viewUrl ?? '').trim() : '',
    needLearn: v.needLearn ?? 0,
    exercisesIdList: v.exercisesIdList ?? [],
  };
}

export interface FileDialogProps {
  /** Open with `{}` for a new file (in `catId`), or the file to edit. */
  target: { file?: CourseFile; catId?: string } | null;
  tree: CourseCatNode[];
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 添加课件 / 修改课件: title, folder, type, the file or address, the study time (minutes-seconds setter,
 * stored in seconds) and exercise banks.
 */
export function FileDialog({ target, tree, onClose, onSaved }: FileDialogProps) {
  const [form] = Form.useForm<FileValues>();
  const fileType = Number(Form.useWatch('fileType', form) ?? 0);
  const file = target?.file;
  const folders = useMemo(() => parentOptions(tree), [tree]);
  const initialValues = useMemo<Partial<FileValues> | undefined>(() => {
    if (!target) return undefined;
    const f = target.file;
    if (!f) return { title: '', catId: target.catId ?? '', fileUrl: '', viewUrl: '', exercisesIdList: [] };
    return {
      title: f.title,
      catId: f.catId,
      fileType: f.fileType,
      fileUrl: f.fileUrl,
      viewUrl: f.viewUrl,
      needLearn: f.needLearn,
      exercisesIdList: f.exercisesIdList,
    };
  }, [target]);

  const live = fileType === CourseFileType.LIVE;
  const doc = fileType === CourseFileType.DOC;
  const media = MEDIA.includes(fileType);

  const submit = async (v: FileValues) => {
    await call(endpoints.course.fileSave, fileBodyOf(v, file?.id));
    onSaved();
  };

  return (
    <FormDialog<FileValues>
      open={target !== null}
      title={file ? m('editTitle') : m('addTitle')}
      form={form}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      width={720}
      labelWidth={110}
    >
      <Form.Item
        name="title"
        label={m('fileName')}
        rules={[{ required: true, whitespace: true, message: m('fileNameRequired') }]}
      >
        <Input placeholder={m('fileNamePlaceholder')} maxLength={256} />
      </Form.Item>
      <Form.Item name="catId" label={m('folder')}>
        <TreeSelect<string> treeData={folders} treeDefaultExpandAll placeholder={m('chooseFolder')} />
      </Form.Item>
      <Form.Item
        name="fileType"
        label={m('courseFileType')}
        rules={[{ required: true, message: m('fileTypeRequired') }]}
      >
        <DictSelect dicCode="course_file_type" placeholder={m('chooseFileType')} id="file-dialog-type" />
      </Form.Item>
      {fileType > 0 && !live && (
        <Form.Item
          name="fileUrl"
          label={m('file')}
          rules={[{ required: !doc, whitespace: true, message: m('fileRequired') }]}
        >
          <FileUrlField
            fileType={fileType}
            onUploaded={(f) => {
              if (!form.getFieldValue('title')) form.setFieldValue('title', f.name.replace(/\.[^.]+$/, ''));
            }}
          />
        </Form.Item>
      )}
      {live && (
        <Form.Item
          name="viewUrl"
          label={m('liveUrl')}
          rules={[{ required: true, whitespace: true, message: m('liveUrlRequired') }]}
        >
          <Input placeholder={m('liveUrlPlaceholder')} maxLength={1024} />
        </Form.Item>
      )}
      {live && file?.id && (
        <Form.Item label={m('pushUrl')} extra={m('pushUrlHint')}>
          <LivePushPanel fileId={file.id} />
        </Form.Item>
      )}
      {doc && (
        <Form.Item
          name="viewUrl"
          label={m('viewUrl')}
          extra={m('viewUrlHint')}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_r, v: string | undefined) =>
                v?.trim() || String(getFieldValue('fileUrl') ?? '').trim()
                  ? Promise.resolve()
                  : Promise.reject(new Error(m('fileRequired'))),
            }),
          ]}
        >
          <Input placeholder={m('viewUrlPlaceholder')} maxLength={1024} />
        </Form.Item>
      )}
      <Form.Item
        name="needLearn"
        label={m('needLearn')}
        extra={media ? m('needLearnMediaHint') : m('needLearnHint')}
        rules={[
          {
            // The setter gives 0 for nothing entered: a type without a media duration needs more than that.
            validator: (_r, v: number | null | undefined) =>
              fileType > 0 && !media && !(Number(v) > 0)
                ? Promise.reject(new Error(m('needLearnRequired')))
                : Promise.resolve(),
          },
        ]}
      >
        <MinutesSecondsInput />
      </Form.Item>
      <Form.Item name="exercisesIdList" label={m('exerciseRepos')}>
        <RepoMultiSelect id="file-dialog-repos" />
      </Form.Item>
    </FormDialog>
  );
}
