import { useMenuMutations } from '@web/api/menu';
import { IconChooser } from '@web/shared/components/icon-chooser';
import { MENU_ROOT_ID, MenuTreeSelect } from '@web/shared/components/menu-tree-select';
import { FormDialog } from '@web/shared/list-page';
import { MENU_MODULES, type MenuSaveBody, MenuType, type MenuView } from '@xuekao/contracts';
import { Col, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import { useMemo } from 'react';
import { m } from './messages';

/** A new menu under `parentId`, or an existing menu to edit. */
export type MenuDialogTarget = { mode: 'add'; parentId: string } | { mode: 'edit'; menu: MenuView };

type FormValues = MenuSaveBody;

const MODULE_KEYS = {
  '': 'moduleCommon',
  exam: 'moduleExam',
  course: 'moduleCourse',
  battle: 'moduleBattle',
  cert: 'moduleCert',
} as const satisfies Record<string, Parameters<typeof m>[0]>;
const moduleLabel = (module: string) =>
  module in MODULE_KEYS ? m(MODULE_KEYS[module as keyof typeof MODULE_KEYS]) : module;
const typeOptions = () => [
  { value: MenuType.MENU, label: m('typeMenu') },
  { value: MenuType.FUNCTION, label: m('typeFunction') },
  { value: MenuType.ROUTE, label: m('typeRoute') },
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
      title={editingId ? m('editTitle') : m('addTitle')}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      form={form}
      width={760}
      labelWidth={96}
    >
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item name="parentId" label={m('parent')} rules={[{ required: true, message: m('parentRequired') }]}>
            <MenuTreeSelect excludeId={editingId} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="menuType" label={m('menuType')} rules={[{ required: true, message: m('menuTypeRequired') }]}>
            <Radio.Group options={typeOptions()} optionType="button" buttonStyle="solid" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="metaTitle"
            label={m('name')}
            rules={[{ required: true, whitespace: true, message: m('nameRequired') }]}
          >
            <Input maxLength={64} placeholder={m('namePlaceholder')} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="sort" label={m('sort')}>
            <InputNumber
              min={0}
              max={999999}
              precision={0}
              placeholder={m('sortPlaceholder')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="permission"
            label={m('permission')}
            rules={isFunction ? [{ required: true, whitespace: true, message: m('permissionRequired') }] : []}
            extra={isFunction ? m('permissionHint') : m('permissionPageHint')}
          >
            <Input maxLength={128} placeholder={m('permissionPlaceholder')} />
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
        <Form.Item name="module" label={m('module')}>
          <Select options={MENU_MODULES.map((mod) => ({ value: mod, label: moduleLabel(mod) }))} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="path"
          label={m('path')}
          dependencies={['parentId']}
          rules={[
            { required: true, whitespace: true, message: m('pathRequired') },
            ({ getFieldValue }) => ({
              validator(_r, value?: string) {
                if (!value) return Promise.resolve();
                const root = (getFieldValue('parentId') || MENU_ROOT_ID) === MENU_ROOT_ID;
                if (root && !value.startsWith('/')) return Promise.reject(new Error(m('pathRootSlash')));
                if (!root && value.startsWith('/')) return Promise.reject(new Error(m('pathChildSlash')));
                return Promise.resolve();
              },
            }),
          ]}
        >
          <Input maxLength={256} placeholder={m('pathPlaceholder')} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="component"
          label={m('component')}
          rules={[{ required: true, whitespace: true, message: m('componentRequired') }]}
        >
          <Input maxLength={128} placeholder={m('componentPlaceholder')} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="routeName" label={m('routeName')}>
          <Input maxLength={64} placeholder={m('routeNamePlaceholder')} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="metaIcon" label={m('icon')}>
          <IconChooser />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="redirect" label={m('redirect')}>
          <Input maxLength={256} placeholder={m('redirectPlaceholder')} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="metaActiveMenu" label={m('activeMenu')}>
          <Input maxLength={256} placeholder={m('activeMenuPlaceholder')} />
        </Form.Item>
      </Col>
      <Col xs={12} sm={6}>
        <Form.Item name="hidden" label={m('hidden')} valuePropName="checked" labelCol={{ flex: '96px' }}>
          <Switch />
        </Form.Item>
      </Col>
      <Col xs={12} sm={6}>
        <Form.Item name="alwaysShow" label={m('alwaysShow')} valuePropName="checked" labelCol={{ flex: '96px' }}>
          <Switch />
        </Form.Item>
      </Col>
      <Col xs={12} sm={6}>
        <Form.Item name="metaNoCache" label={m('noCache')} valuePropName="checked" labelCol={{ flex: '96px' }}>
          <Switch />
        </Form.Item>
      </Col>
      <Col xs={12} sm={6}>
        <Form.Item name="metaAffix" label={m('affix')} valuePropName="checked" labelCol={{ flex: '96px' }}>
          <Switch />
        </Form.Item>
      </Col>
    </>
  );
}
