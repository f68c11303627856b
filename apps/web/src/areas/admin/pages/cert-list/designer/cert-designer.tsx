import { ArrowLeftOutlined, EyeOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { call, fetchFile } from '@web/api/request';
import { ImageUpload } from '@web/shared/components/upload';
import { PdfPreview } from '@web/shared/pdf/pdf-preview';
import { endpoints } from '@xuekao/contracts';
import { App, Button, Card, Col, Form, Input, InputNumber, Modal, Row, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { DesignerCanvas } from './designer-canvas';
import {
  certBodyOf,
  DEFAULT_TEMPLATE,
  type DesignField,
  fieldsOf,
  newField,
  PALETTE,
  type TemplateValues,
  templateValuesOf,
} from './designer-logic';
import { FieldPanel } from './field-panel';

/** Background types the PDF takes (the server refuses others). */
const BG_ACCEPT = '.png,.jpg,.jpeg';

/** The preview's width: the page fits 1040 px wide and about 62% of the window high. */
const previewWidth = (page: { pageWidth: number; pageHeight: number }) =>
  Math.round(Math.min(1040, ((window.innerHeight || 900) * 0.62 * page.pageWidth) / page.pageHeight));

interface Props {
  /** The template edited, or '' for a new one. */
  certId: string;
  onDone: (saved: boolean) => void;
}

/**
 * The certificate designer (a section of ListCert): the template's fields, the background upload and a
 * WYSIWYG canvas where fields from the palette are placed by drag and drop; 预览 renders the real PDF with
 * sample data on the server; 保存 sends the template with its layout.
 */
export function CertDesigner({ certId, onDone }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TemplateValues>();
  const [fields, setFields] = useState<DesignField[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [pdf, setPdf] = useState<{ blob: Blob; url: string } | null>(null);
  const watched = Form.useWatch((v: TemplateValues) => v, form) as Partial<TemplateValues> | undefined;
  const values = { ...DEFAULT_TEMPLATE, ...watched };

  const detail = useQuery({
    queryKey: ['cert', 'detail', certId],
    queryFn: () => call(endpoints.cert.detail, { id: certId }),
    enabled: Boolean(certId),
    staleTime: 0,
    gcTime: 0,
  });
  useEffect(() => {
    if (!detail.data) return;
    form.setFieldsValue(templateValuesOf(detail.data));
    setFields(fieldsOf(detail.data.layout));
  }, [detail.data, form]);
  useEffect(() => () => void (pdf && URL.revokeObjectURL(pdf.url)), [pdf]);

  const page = { pageWidth: values.pageWidth || 297, pageHeight: values.pageHeight || 210 };
  const patch = (uid: string, p: Partial<DesignField>) =>
    setFields((list) => list.map((f) => (f.uid === uid ? { ...f, ...p } : f)));
  const add = (key: DesignField['key']) => {
    const f = newField(key, page, fields.length);
    setFields((list) => [...list, f]);
    setSelected(f.uid);
  };
  const remove = (uid: string) => {
    setFields((list) => list.filter((f) => f.uid !== uid));
    setSelected(null);
  };

  const body = async () => {
    try {
      await form.validateFields();
    } catch {
      return null;
    }
    return certBodyOf(form.getFieldsValue(true) as TemplateValues, fields, certId);
  };
  const save = async () => {
    const b = await body();
    if (!b) return;
    setSaving(true);
    try {
      await call(endpoints.cert.save, b);
      message.success('操作成功！');
      onDone(true);
    } catch {
      // shown by the request helper
    } finally {
      setSaving(false);
    }
  };
  const preview = async () => {
    const b = await body();
    if (!b) return;
    setPreviewing(true);
    try {
      const file = await fetchFile(endpoints.cert.preview.path, b);
      if (file) setPdf({ blob: file.blob, url: URL.createObjectURL(file.blob) });
    } catch {
      // shown by the request helper
    } finally {
      setPreviewing(false);
    }
  };

  const current = fields.find((f) => f.uid === selected);
  return (
    <Spin spinning={detail.isLoading}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {certId ? `修改证书${detail.data ? `：${detail.data.title}` : ''}` : '添加证书'}
          </Typography.Title>
          <Space>
            <Button icon={<EyeOutlined />} loading={previewing} onClick={() => void preview()}>
              预览
            </Button>
            <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
              保存
            </Button>
            <Button icon={<ArrowLeftOutlined />} onClick={() => onDone(false)}>
              返回
            </Button>
          </Space>
        </Space>
        <Card size="small" title="证书信息">
          <Form<TemplateValues> form={form} name="cert-form" layout="vertical" initialValues={DEFAULT_TEMPLATE}>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item
                  label="证书名称"
                  name="title"
                  rules={[{ required: true, whitespace: true, message: '证书名称不能为空！' }]}
                >
                  <Input maxLength={128} placeholder="请输入证书名称" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label="发证机构" name="authority">
                  <Input maxLength={128} placeholder="请输入发证机构" />
                </Form.Item>
              </Col>
              <Col xs={12} md={4}>
                <Form.Item label="有效期" name="validMonths" extra="0 为长期有效">
                  <InputNumber min={0} max={1200} precision={0} suffix="个月" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12} md={4}>
                <Form.Item
                  label="编号前缀"
                  name="numberPrefix"
                  rules={[
                    {
                      pattern: /^[A-Za-z0-9-]{0,16}$/,
                      message: '证书编号前缀只能包含字母、数字和短横线，最多16个字符！',
                    },
                  ]}
                >
                  <Input maxLength={16} placeholder="如 AQ-" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label="页面尺寸（毫米，宽 × 高）" required>
                  <Space.Compact>
                    <Form.Item name="pageWidth" noStyle rules={[{ required: true, message: '请输入页面宽度！' }]}>
                      <InputNumber aria-label="页面宽度" min={50} max={1200} precision={1} style={{ width: 110 }} />
                    </Form.Item>
                    <Form.Item name="pageHeight" noStyle rules={[{ required: true, message: '请输入页面高度！' }]}>
                      <InputNumber aria-label="页面高度" min={50} max={1200} precision={1} style={{ width: 110 }} />
                    </Form.Item>
                  </Space.Compact>
                </Form.Item>
              </Col>
              <Col xs={24} md={16}>
                <Form.Item label="背景图片" name="bgImage" extra="PNG 或 JPG，铺满整个页面">
                  <ImageUpload accept={BG_ACCEPT} text="上传背景" />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        </Card>
        <Row gutter={12} wrap={false}>
          <Col flex="auto" style={{ minWidth: 0 }}>
            <Card size="small" title="证书设计（拖动字段调整位置）">
              <Space wrap size={[6, 6]} style={{ marginBottom: 12 }} data-testid="cert-palette">
                {PALETTE.map((p) => (
                  <Button key={p.key} size="small" icon={<PlusOutlined />} onClick={() => add(p.key)}>
                    {p.label}
                  </Button>
                ))}
              </Space>
              <div style={{ overflow: 'auto' }}>
                <DesignerCanvas
                  values={{ ...values, ...page }}
                  fields={fields}
                  selected={selected}
                  onSelect={setSelected}
                  onMove={(uid, pos) => patch(uid, pos)}
                />
              </div>
            </Card>
          </Col>
          <Col flex="260px">
            <Card size="small" title="字段属性">
              <FieldPanel
                field={current}
                onChange={(p) => current && patch(current.uid, p)}
                onRemove={() => current && remove(current.uid)}
              />
            </Card>
          </Col>
        </Row>
      </Space>
      <Modal
        open={Boolean(pdf)}
        title="证书预览"
        width={1100}
        centered
        footer={null}
        destroyOnHidden
        onCancel={() => setPdf(null)}
      >
        {pdf && (
          <Space orientation="vertical" size={8} style={{ width: '100%' }}>
            <PdfPreview blob={pdf.blob} width={previewWidth(page)} />
            <a href={pdf.url} download="证书预览.pdf">
              下载预览 PDF
            </a>
          </Space>
        )}
      </Modal>
    </Spin>
  );
}
