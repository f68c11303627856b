import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Card, type FormInstance, Space } from 'antd';
import { m } from './messages';

/**
 * Validates an add/edit page's form; when a field fails, scrolls it to the middle of the screen (the pages are
 * long) and answers false.
 */
export async function validateOrScroll(form: FormInstance): Promise<boolean> {
  try {
    await form.validateFields();
    return true;
  } catch (e) {
    const first = (e as { errorFields?: Array<{ name: (string | number)[] }> }).errorFields?.[0];
    if (first) form.scrollToField(first.name, { block: 'center' });
    return false;
  }
}

export interface SaveBarProps {
  saving: boolean;
  onSave: () => void;
  onBack: () => void;
}

/** The bar that stays at the bottom of a long add/edit page (course, exam): 保存 and 返回. */
export function SaveBar({ saving, onSave, onBack }: SaveBarProps) {
  return (
    <Card size="small" style={{ position: 'sticky', bottom: 0, zIndex: 5 }}>
      <Space>
        <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={onSave}>
          {m('save')}
        </Button>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
          {m('back')}
        </Button>
      </Space>
    </Card>
  );
}
