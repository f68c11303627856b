import { useMenuMutations } from '@web/api/menu';
import { IconChooser } from '@web/shared/components/icon-chooser';
import { MENU_ROOT_ID, MenuTreeSelect } from '@web/shared/components/menu-tree-select';
import { FormDialog } from '@web/shared/list-page';
import { MENU_MODULES, type MenuSaveBody, MenuType, type MenuView } from '@xuekao/contracts';
import { Col, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import { useMemo } from 'react';

/** A new menu under `parentId`, or an existing menu to edit. */
export type MenuDialogTarget = { mode: 'add'; parentId: string } | { mode: 'edit'; menu: MenuView };

type FormValues = MenuSaveBody;

const MODULE_LABELS: Record<string, string> = {
  '': '通用',
  exam: '考试',
  course: '课程',
  battle: '竞赛',
  cert: '证书',
};
const TYPE_OPTIONS = [
  { value: MenuType.MENU, label: '菜单' },
  { value: MenuType.FUNCTION, label: '功能' },
  { value: MenuType.ROUTE, label: '路由' },
];

const half = { xs: 24, sm: 12 };

/** Add or edit a menu: fields by menu type (1 menu, 2 function with a permission key, 3 hidden route). */
export interface MenuDialogProps {
  target: MenuDialogTarget | null;
  onClose: () => void;
  /** After a save (the page expands the parent so the new menu shows). */
  onSaved?: (menu: MenuView) => void;
}

export function MenuDialog({ target, onClose, onSaved }: MenuDialogProps) {
  const { save } = useMenuMutations();
  const [form] = Form.useForm<FormValues>();
  const menuType = Form.useWatch('menuType', form);
  const initialValues = useMemo<Partial<FormValues> | undefined>(() => {
    if (!target) return undefined;
    if (target.mode === 'edit') {
      const { menuType_dictText: _t, ...menu } = target.menu;
      return menu as Partial<FormValues>;
    }
    return { parentId: target.parentId, menuType: MenuType.MENU, module: '', hidden: false, alwaysShow: false };
  }, [target]);
  const editingId = target?.mode === 'edit' ? target.menu.id : undefined;
  const isFunction = menuType === MenuType.FUNCTION;

  const submit = async (v: FormValues) => {
    const saved = await save.mutateAsync({ ...v, id: editingId, parentId: v.parentId || MENU_ROOT_ID });
    onSaved?.(saved);
  };

  return (
    <FormDialog<FormValues>
      open={target !== null}
      title={editingId ? '修改菜单' : '添加菜单'}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      form={form}
      width={760}
      labelWidth={96}
    >
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item name="parentId" label="上级菜单" rules={[{ required: true, message: '请选择上级菜单' }]}>
            <MenuTreeSelect excludeId={editingId} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="menuType" label="菜单类型" rules={[{ required: true, message: '请选择菜单类型' }]}>
            <Radio.Group options={TYPE_OPTIONS} optionType="button" buttonStyle="solid" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="metaTitle"
            label="菜单名称"
            rules={[{ required: true, whitespace: true, message: '菜单名称不能为空！' }]}
          >
            <Input maxLength={64} placeholder="显示在侧边栏与标签中的名称" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} max={999999} precision={0} placeholder="默认排在最后" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="permission"
            label="权限标识"
            rules={isFunction ? [{ required: true, whitespace: true, message: '功能的权限标识不能为空！' }] : []}
            extra={isFunction ? '按钮与接口所需的权限，例如 sys:user:add' : '页面的列表权限（可选）'}
          >
            <Input maxLength={128} placeholder="例如 sys:user:add" />
          </Form.Item>
        </Col>
        {!isFunction && <RouteFields />}
      </Row>
    </FormDialog>
  );
}

/** The route fields of a menu or route (types 1 and 3). */
function RouteFields() {
  return (
    <>
      <Col {...half}>
        <Form.Item name="module" label="所属模块">
          <Select options={MENU_MODULES.map((m) => ({ value: m, label: MODULE_LABELS[m] }))} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="path"
          label="路由地址"
          dependencies={['parentId']}
          rules={[
            { required: true, whitespace: true, message: '路由地址不能为空！' },
            ({ getFieldValue }) => ({
              validator(_r, value?: string) {
                if (!value) return Promise.resolve();
                const root = (getFieldValue('parentId') || MENU_ROOT_ID) === MENU_ROOT_ID;
                if (root && !value.startsWith('/'))
                  return Promise.reject(new Error('一级菜单的路由地址必须以 / 开头！'));
                if (!root && value.startsWith('/'))
                  return Promise.reject(new Error('下级菜单的路由地址不能以 / 开头！'));
                return Promise.resolve();
              },
            }),
          ]}
        >
          <Input maxLength={256} placeholder="一级以 / 开头，下级不以 / 开头" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="component"
          label="组件"
          rules={[{ required: true, whitespace: true, message: '组件不能为空！' }]}
        >
          <Input maxLength={128} placeholder="Layout 或 admin/sys-user" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="routeName" label="路由名称">
          <Input maxLength={64} placeholder="唯一，例如 SysUser" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="metaIcon" label="图标">
          <IconChooser />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="redirect" label="重定向">
          <Input maxLength={256} placeholder="例如 noRedirect" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="metaActiveMenu" label="高亮菜单">
          <Input maxLength={256} placeholder="隐藏页面高亮的菜单地址" />
        </Form.Item>
      </Col>
      <Col xs={12} sm={6}>
        <Form.Item name="hidden" label="隐藏" valuePropName="checked" labelCol={{ flex: '96px' }}>
          <Switch />
        </Form.Item>
      </Col>
      <Col xs={12} sm={6}>
        <Form.Item name="alwaysShow" label="总是显示" valuePropName="checked" labelCol={{ flex: '96px' }}>
          <Switch />
        </Form.Item>
      </Col>
      <Col xs={12} sm={6}>
        <Form.Item name="metaNoCache" label="不缓存" valuePropName="checked" labelCol={{ flex: '96px' }}>
          <Switch />
        </Form.Item>
      </Col>
      <Col xs={12} sm={6}>
        <Form.Item name="metaAffix" label="固定标签" valuePropName="checked" labelCol={{ flex: '96px' }}>
          <Switch />
        </Form.Item>
      </Col>
    </>
  );
}
