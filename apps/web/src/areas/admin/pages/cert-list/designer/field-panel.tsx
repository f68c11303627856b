import { DeleteOutlined } from '@ant-design/icons';
import { Button, ColorPicker, Empty, Form, Input, InputNumber, Segmented } from 'antd';
import { m } from '../messages';
import { type DesignField, fieldLabel } from './designer-logic';

interface Props {
  field: DesignField | undefined;
  onChange: (patch: Partial<DesignField>) => void;
  onRemove: () => void;
}

/** The side panel of the selected field: position, width, font size, colour, alignment, free text. */
export function FieldPanel({ field, onChange, onRemove }: Props) {
  if (!field) return <Empty description={m('clickToEdit')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const qr = field.key === 'qrcode';
  const num = (v: number | null, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
  return (
    <Form layout="vertical" size="small" data-testid="field-panel">
      <Form.Item label={m('field')}>
        <strong>{fieldLabel(field.key)}</strong>
      </Form.Item>
      <Form.Item label={m('position')}>
        <InputNumber
          aria-label={m('fieldX')}
          min={0}
          step={1}
          precision={1}
          value={field.x}
          onChange={(v) => onChange({ x: num(v, field.x) })}
          style={{ width: '48%', marginRight: '4%' }}
        />
        <InputNumber
          aria-label={m('fieldY')}
          min={0}
          step={1}
          precision={1}
          value={field.y}
          onChange={(v) => onChange({ y: num(v, field.y) })}
          style={{ width: '48%' }}
        />
      </Form.Item>
      <Form.Item label={qr ? m('side') : m('width')}>
        <InputNumber
          aria-label={m('fieldWidth')}
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
          <Form.Item label={m('fontSize')}>
            <InputNumber
              aria-label={m('fieldFontSize')}
              min={4}
              max={200}
              value={field.fontSize}
              onChange={(v) => onChange({ fontSize: num(v, field.fontSize) })}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item label={m('color')}>
            <ColorPicker
              value={field.color}
              disabledAlpha
              showText
              onChangeComplete={(c) => onChange({ color: c.toHexString().slice(0, 7) })}
            />
          </Form.Item>
          <Form.Item label={m('align')}>
            <Segmented
              value={field.align}
              options={[
                { value: 'left', label: m('alignLeft') },
                { value: 'center', label: m('alignCenter') },
                { value: 'right', label: m('alignRight') },
              ]}
              onChange={(v) => onChange({ align: v as DesignField['align'] })}
            />
          </Form.Item>
        </>
      )}
      {field.key === 'text' && (
        <Form.Item label={m('textContent')}>
          <Input.TextArea
            aria-label={m('textContent')}
            rows={3}
            maxLength={500}
            value={field.text}
            onChange={(e) => onChange({ text: e.target.value })}
          />
        </Form.Item>
      )}
      <Button danger block icon={<DeleteOutlined />} onClick={onRemove}>
        {m('removeField')}
      </Button>
    </Form>
  );
}
