import { call } from '@web/api/request';
import { DictSelect } from '@web/shared/components/dict-select';
import { FormDialog } from '@web/shared/list-page';
import {
  type CourseCatNode,
  type CourseFile,
  CourseFileType,
  endpoints,
  type SaveCourseFileBody,
} from '@xuekao/contracts';
import { Form, Input, InputNumber, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { parentOptions } from './cat-dialog';
import { FileUrlField } from './file-url-field';
import { LivePushPanel } from './live-push';
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

/** 添加课件 / 修改课件: title, folder, type, the file or address, study seconds and exercise banks. */
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
      title={file ? '修改课件' : '添加课件'}
      form={form}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      width={720}
      labelWidth={110}
    >
      <Form.Item
        name="title"
        label="课件名称"
        rules={[{ required: true, whitespace: true, message: '课件名称不能为空！' }]}
      >
        <Input placeholder="请输入课件名称" maxLength={256} />
      </Form.Item>
      <Form.Item name="catId" label="所属目录">
        <TreeSelect<string> treeData={folders} treeDefaultExpandAll placeholder="请选择目录" />
      </Form.Item>
      <Form.Item name="fileType" label="课件类型" rules={[{ required: true, message: '请选择课件类型！' }]}>
        <DictSelect dicCode="course_file_type" placeholder="请选择课件类型" id="file-dialog-type" />
      </Form.Item>
      {fileType > 0 && !live && (
        <Form.Item
          name="fileUrl"
          label="课件文件"
          rules={[{ required: !doc, whitespace: true, message: '请上传课件文件！' }]}
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
          label="直播地址"
          rules={[{ required: true, whitespace: true, message: '请输入直播地址！' }]}
        >
          <Input placeholder="直播拉流地址" maxLength={1024} />
        </Form.Item>
      )}
      {live && file?.id && (
        <Form.Item label="推流地址" extra="在 OBS 的“设置 > 推流”中填写服务器与串流密钥">
          <LivePushPanel fileId={file.id} />
        </Form.Item>
      )}
      {doc && (
        <Form.Item
          name="viewUrl"
          label="在线查看地址"
          extra="选填；不填时直接查看上传的文件"
          rules={[
            ({ getFieldValue }) => ({
              validator: (_r, v: string | undefined) =>
                v?.trim() || String(getFieldValue('fileUrl') ?? '').trim()
                  ? Promise.resolve()
                  : Promise.reject(new Error('请上传课件文件！')),
            }),
          ]}
        >
          <Input placeholder="文档的在线查看地址" maxLength={1024} />
        </Form.Item>
      )}
      <Form.Item
        name="needLearn"
        label="学习时长"
        extra={media ? '单位：秒；留空则使用媒体时长' : '单位：秒；学员学满该时长才算完成'}
        rules={[{ required: fileType > 0 && !media, message: '请输入学习时长！' }]}
      >
        <InputNumber
          min={media ? 0 : 1}
          max={864000}
          precision={0}
          suffix="秒"
          style={{ width: 220 }}
          placeholder="秒"
        />
      </Form.Item>
      <Form.Item name="exercisesIdList" label="课中练习题库">
        <RepoMultiSelect id="file-dialog-repos" />
      </Form.Item>
    </FormDialog>
  );
}
