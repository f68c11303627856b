import { ArrowLeftOutlined, EyeOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { call, fetchFile } from '@web/api/request';
import { ImageUpload } from '@web/shared/components/upload';
import { LIST_TEXTS } from '@web/shared/list-page';
import { PdfPreview } from '@web/shared/pdf/pdf-preview';
import { endpoints } from '@xuekao/contracts';
import { App, Button, Card, Col, Form, Input, InputNumber, Modal, Row, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { m } from '../messages';
import { DesignerCanvas } from './designer-canvas';
import {
  certBodyOf,
  DEFAULT_TEMPLATE,
  type DesignField,
  fieldsOf,
  newField,
  paletteOf,
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
 * WYSIWYG canvas where fields from the palette are placed by drag and drop; preview renders the real PDF with
 * sample data on the server; save sends the template with its layout.
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
      message.success(LIST_TEXTS.done);
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
            {certId ? (detail.data ? m('editCertOf', { title: detail.data.title }) : m('editCert')) : m('addCert')}
          </Typography.Title>
          <Space>
            <Button icon={<EyeOutlined />} loading={previewing} onClick={() => void preview()}>
              {m('preview')}
            </Button>
            <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
              {m('save')}
            </Button>
            <Button icon={<ArrowLeftOutlined />} onClick={() => onDone(false)}>
              {m('back')}
            </Button>
          </Space>
        </Space>
        <Card size="small" title={m('certInfo')}>
          <Form<TemplateValues> form={form} name="cert-form" layout="vertical" initialValues={DEFAULT_TEMPLATE}>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item
                  label={m('title')}
                  name="title"
                  rules={[{ required: true, whitespace: true, message: m('titleEmpty') }]}
                >
                  <Input maxLength={128} placeholder={m('enterTitle')} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label={m('authority')} name="authority">
                  <Input maxLength={128} placeholder={m('enterAuthority')} />
                </Form.Item>
              </Col>
              <Col xs={12} md={4}>
                <Form.Item label={m('validity')} name="validMonths" extra={m('validityHint')}>
                  <InputNumber min={0} max={1200} precision={0} suffix={m('monthUnit')} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12} md={4}>
                <Form.Item
                  label={m('numberPrefix')}
                  name="numberPrefix"
                  rules={[
                    {
                      pattern: /^[A-Za-z0-9-]{0,16}$/,
                      message: m('prefixRule'),
                    },
                  ]}
                >
                  <Input maxLength={16} placeholder={m('prefixExample')} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label={m('pageSize')} required>
                  <Space.Compact>
                    <Form.Item name="pageWidth" noStyle rules={[{ required: true, message: m('enterPageWidth') }]}>
                      <InputNumber
                        aria-label={m('pageWidth')}
                        min={50}
                        max={1200}
                        precision={1}
                        style={{ width: 110 }}
                      />
                    </Form.Item>
                    <Form.Item name="pageHeight" noStyle rules={[{ required: true, message: m('enterPageHeight') }]}>
                      <InputNumber
                        aria-label={m('pageHeight')}
                        min={50}
                        max={1200}
                        precision={1}
                        style={{ width: 110 }}
                      />
                    </Form.Item>
                  </Space.Compact>
                </Form.Item>
              </Col>
              <Col xs={24} md={16}>
                <Form.Item label={m('bgImage')} name="bgImage" extra={m('bgHint')}>
                  <ImageUpload accept={BG_ACCEPT} text={m('uploadBg')} />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        </Card>
        <Row gutter={12} wrap={false}>
          <Col flex="auto" style={{ minWidth: 0 }}>
            <Card size="small" title={m('designTitle')}>
              <Space wrap size={[6, 6]} style={{ marginBottom: 12 }} data-testid="cert-palette">
                {paletteOf().map((p) => (
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
            <Card size="small" title={m('fieldProps')}>
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
        title={m('previewTitle')}
        width={1100}
        centered
        footer={null}
        destroyOnHidden
        onCancel={() => setPdf(null)}
      >
        {pdf && (
          <Space orientation="vertical" size={8} style={{ width: '100%' }}>
            <PdfPreview blob={pdf.blob} width={previewWidth(page)} />
            <a href={pdf.url} download={m('previewFile')}>
              {m('downloadPreview')}
            </a>
          </Space>
        )}
      </Modal>
    </Spin>
  );
}
