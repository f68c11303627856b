import { DeleteOutlined } from '@ant-design/icons';
import { Button, ColorPicker, Empty, Form, Input, InputNumber, Segmented } from 'antd';
import { type DesignField, FIELD_LABEL } from './designer-logic';

interface Props {
  field: DesignField | undefined;
  onChange: (patch: Partial<DesignField>) => void;
  onRemove: () => void;
}

/** The side panel of the selected field: position, width, font size, colour, alignment, free text. */
export function FieldPanel({ field, onChange, onRemove }: Props) {
  if (!field) return <Empty description="点击画布上的字段进行编辑" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const qr = field.key === 'qrcode';
  const num = (v: number | null, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
  return (
    <Form layout="vertical" size="small" data-testid="field-panel">
      <Form.Item label="字段">
        <strong>{FIELD_LABEL[field.key]}</strong>
      </Form.Item>
      <Form.Item label="位置（毫米，左/上）">
        <InputNumber
          aria-label="字段横坐标"
          min={0}
          step={1}
          precision={1}
          value={field.x}
          onChange={(v) => onChange({ x: num(v, field.x) })}
          style={{ width: '48%', marginRight: '4%' }}
        />
        <InputNumber
          aria-label="字段纵坐标"
          min={0}
          step={1}
          precision={1}
          value={field.y}
          onChange={(v) => onChange({ y: num(v, field.y) })}
          style={{ width: '48%' }}
        />
      </Form.Item>
      <Form.Item label={qr ? '边长（毫米）' : '宽度（毫米）'}>
        <InputNumber
          aria-label="字段宽度"
          min={1}
          max={1200}
          precision={1}
          value={field.width}
          onChange={(v) => onChange({ width: num(v, field.width) })}
          style={{ width: '100%' }}
        />
      </Form.Item>
      {!qr && (
        <>
          <Form.Item label="字号（磅）">
            <InputNumber
              aria-label="字段字号"
              min={4}
              max={200}
              value={field.fontSize}
              onChange={(v) => onChange({ fontSize: num(v, field.fontSize) })}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item label="颜色">
            <ColorPicker
              value={field.color}
              disabledAlpha
              showText
              onChangeComplete={(c) => onChange({ color: c.toHexString().slice(0, 7) })}
            />
          </Form.Item>
          <Form.Item label="对齐">
            <Segmented
              value={field.align}
              options={[
                { value: 'left', label: '左' },
                { value: 'center', label: '中' },
                { value: 'right', label: '右' },
              ]}
              onChange={(v) => onChange({ align: v as DesignField['align'] })}
            />
          </Form.Item>
        </>
      )}
      {field.key === 'text' && (
        <Form.Item label="文字内容">
          <Input.TextArea
            aria-label="文字内容"
            rows={3}
            maxLength={500}
            value={field.text}
            onChange={(e) => onChange({ text: e.target.value })}
          />
        </Form.Item>
      )}
      <Button danger block icon={<DeleteOutlined />} onClick={onRemove}>
        移除字段
      </Button>
    </Form>
  );
}
