import { call } from '@web/api/request';
import { RichEditor } from '@web/shared/components/rich-editor';
import { ImageUpload } from '@web/shared/components/upload';
import { type UserRange, UserRangePicker } from '@web/shared/components/user-range-picker';
import { FormDialog } from '@web/shared/list-page';
import { BATTLE_MODE_TEXT, BATTLE_MODES, endpoints } from '@xuekao/contracts';
import { Checkbox, Col, DatePicker, Divider, Form, Input, InputNumber, Radio, Row } from 'antd';
import { BATTLE_OPEN_TYPES, type BattleFormValues, battleBodyOf } from './battle-form';
import { SourceSection } from './source-section';

const MODE_OPTIONS = BATTLE_MODES.map((m) => ({ value: m, label: BATTLE_MODE_TEXT[m] }));

const num = (label: string, name: keyof BattleFormValues, max: number, suffix: string, extra?: string) => (
  <Col xs={24} md={12} key={name}>
    <Form.Item label={label} name={name} extra={extra} rules={[{ required: true, message: `请输入${label}！` }]}>
      <InputNumber min={0} max={max} precision={0} suffix={suffix} style={{ width: 160 }} />
    </Form.Item>
  </Col>
);

/** Who may play: everyone, departments (with those below) or listed persons; the pickers of AddExam. */
function RangeFields() {
  const form = Form.useFormInstance();
  const openType = (Form.useWatch('openType', form) as number | undefined) ?? 1;
  return (
    <>
      <Form.Item label="开放类型" name="openType">
        <Radio.Group options={BATTLE_OPEN_TYPES} />
      </Form.Item>
      {openType !== 1 && (
        <Form.Item
          label={openType === 2 ? '开放部门' : '参赛人员'}
          name="range"
          rules={[
            {
              validator: (_r, v: UserRange | undefined) => {
                if (openType === 2 && !v?.deptCodes.length) return Promise.reject(new Error('请选择开放的部门！'));
                if (openType === 3 && !v?.users.length) return Promise.reject(new Error('请选择参赛人员！'));
                return Promise.resolve();
              },
            },
          ]}
        >
          <UserRangePicker />
        </Form.Item>
      )}
    </>
  );
}

function ModeFields() {
  const form = Form.useFormInstance();
  const modes = (Form.useWatch('modes', form) as string[] | undefined) ?? [];
  return (
    <Row gutter={16}>
      <Col xs={24}>
        <Form.Item label="比赛模式" name="modes" rules={[{ required: true, message: '请至少选择一种比赛模式！' }]}>
          <Checkbox.Group options={MODE_OPTIONS} />
        </Form.Item>
      </Col>
      {modes.includes('room') && num('房间人数', 'roomSize', 6, '人', '多人房间满员后开赛（2-6人）')}
      {num('每日场次', 'dailyLimit', 999, '场', '每位学员每天可比赛的场次，0 为不限')}
    </Row>
  );
}

/** 添加 / 修改竞赛: basics, range, question source, modes and points (the whole save body). */
export function BattleDialog({
  open,
  id,
  values,
  onClose,
  onSaved,
}: {
  open: boolean;
  id?: string;
  values: BattleFormValues;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <FormDialog<BattleFormValues>
      open={open}
      title={id ? '修改竞赛' : '添加竞赛'}
      width={960}
      initialValues={values}
      onClose={onClose}
      onSubmit={async (v) => {
        await call(endpoints.battle.save, battleBodyOf(v, id));
        onSaved();
      }}
    >
      <Divider titlePlacement="start">基本信息</Divider>
      <Form.Item
        label="竞赛名称"
        name="title"
        rules={[{ required: true, whitespace: true, message: '竞赛名称不能为空！' }]}
      >
        <Input maxLength={128} placeholder="请输入竞赛名称" />
      </Form.Item>
      <Form.Item label="封面" name="cover">
        <ImageUpload maxSizeKB={2048} />
      </Form.Item>
      <Form.Item
        label="比赛时间"
        name="timeRange"
        rules={[{ required: true, message: '请选择比赛的开始和结束时间！' }]}
      >
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          placeholder={['开始时间', '结束时间']}
        />
      </Form.Item>
      <Form.Item label="状态" name="state">
        <Radio.Group
          options={[
            { value: 0, label: '启用' },
            { value: 1, label: '禁用' },
          ]}
        />
      </Form.Item>
      <Form.Item label="竞赛说明" name="content">
        <RichEditor height={160} placeholder="竞赛规则、奖励说明等（选填）" />
      </Form.Item>
      <Divider titlePlacement="start">开放范围</Divider>
      <RangeFields />
      <Divider titlePlacement="start">出题规则</Divider>
      <SourceSection />
      <Divider titlePlacement="start">比赛设置</Divider>
      <ModeFields />
      <Divider titlePlacement="start">积分奖励</Divider>
      <Row gutter={16}>
        {num('胜利积分', 'pointsWin', 100000, '分')}
        {num('平局积分', 'pointsDraw', 100000, '分')}
        {num('失败积分', 'pointsLoss', 100000, '分')}
        {num('单人挑战积分', 'pointsSolo', 100000, '分', '答对60%及以上获得')}
        {num('排名奖励人数', 'topN', 100, '名', '竞赛结束后总榜前N名获得排名奖励，0 为不奖励')}
        {num('排名奖励积分', 'pointsTop', 100000, '分')}
      </Row>
    </FormDialog>
  );
}
