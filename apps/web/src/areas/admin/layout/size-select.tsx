import { FontSizeOutlined } from '@ant-design/icons';
import { type UiSettings, updateSettings, useSettings } from '@web/app/settings';
import { App, Dropdown, Tooltip } from 'antd';

/** The font sizes of docs/REQUIREMENTS.md#layouts with their Chinese labels. */
export const SIZE_OPTIONS: { key: UiSettings['size']; label: string }[] = [
  { key: 'default', label: '默认' },
  { key: 'medium', label: '中等' },
  { key: 'small', label: '小型' },
  { key: 'mini', label: '迷你' },
];

/** Navbar font-size choice: stored in the settings (the app's ConfigProvider applies it). */
export function SizeSelect() {
  const { size } = useSettings();
  const { message } = App.useApp();
  const items = SIZE_OPTIONS.map((o) => ({ key: o.key, label: o.label, disabled: o.key === size }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [size],
        onClick: ({ key }) => {
          updateSettings({ size: key as UiSettings['size'] });
          message.success('字体切换成功！');
        },
      }}
    >
      <button type="button" className="xk-navbar-item" aria-label="字体大小">
        <Tooltip title="字体大小" placement="bottom">
          <FontSizeOutlined />
        </Tooltip>
      </button>
    </Dropdown>
  );
}
