import { EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { examApi } from '@web/api/exam';
import { ComposeType, type ExamPreview } from '@xuekao/contracts';
import { App, Button, Form, Radio, Space, Statistic } from 'antd';
import { useState } from 'react';
import {
  type CompositionValue,
  compositionBody,
  compositionProblem,
  compositionTotals,
  emptyComposition,
} from './composition';
import { FixedQusTable } from './fixed-qus-table';
import { m } from './messages';
import { PreviewDialog } from './preview-dialog';
import { RulesTable } from './rules-table';
import { SaveTmplDialog } from './save-tmpl-dialog';

export interface CompositionEditorProps {
  value?: CompositionValue;
  onChange?: (value: CompositionValue) => void;
  /** Shows 保存为模板 (the exam form; the template dialog saves itself). */
  saveAsTemplate?: boolean;
  /** Suggested name for 保存为模板. */
  templateTitle?: string;
  id?: string;
}

/**
 * The paper composition of exams and paper templates (an antd Form control): 组卷方式 按规则抽题 / 固定试题,
 * the rule rows or the fixed questions, the live 题目数 and 总分, 预览试卷 (one draw, nothing saved) and
 * optionally 保存为模板.
 */
export function CompositionEditor({ value, onChange, saveAsTemplate, templateTitle, id }: CompositionEditorProps) {
  const { message } = App.useApp();
  const v = value ?? emptyComposition();
  const set = (p: Partial<CompositionValue>) => onChange?.({ ...v, ...p });
  const totals = compositionTotals(v);
  const [preview, setPreview] = useState<ExamPreview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [savingTmpl, setSavingTmpl] = useState(false);

  /** Preview and template saving need a complete composition; say what is missing first. */
  const ready = () => {
    const problem = compositionProblem(v);
    if (problem) message.warning(problem);
    return !problem;
  };

  const runPreview = async () => {
    if (!ready()) return;
    setPreviewing(true);
    try {
      setPreview(await examApi.preview(compositionBody(v)));
    } catch {
      // shown by the request helper
    } finally {
      setPreviewing(false);
    }
  };

  return (
    <div id={id}>
      <Space wrap align="center" style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <Radio.Group
          aria-label={m('composeType')}
          optionType="button"
          buttonStyle="solid"
          value={v.composeType}
          onChange={(e) => set({ composeType: e.target.value as number })}
          options={[
            { value: ComposeType.RULES, label: m('byRules') },
            { value: ComposeType.FIXED, label: m('fixed') },
          ]}
        />
        <Space size={24} align="center" wrap>
          <Statistic title={m('quCount')} value={totals.quCount} styles={{ content: { fontSize: 20 } }} />
          <Statistic title={m('totalScore')} value={totals.totalScore} styles={{ content: { fontSize: 20 } }} />
          <Button icon={<EyeOutlined />} loading={previewing} onClick={() => void runPreview()}>
            {m('preview')}
          </Button>
          {saveAsTemplate && (
            <Button icon={<SaveOutlined />} onClick={() => ready() && setSavingTmpl(true)}>
              {m('saveAsTmpl')}
            </Button>
          )}
        </Space>
      </Space>
      {/* The composition's error names its row; the row's fields must not all turn red with it. */}
      <Form.Item noStyle validateStatus="">
        {v.composeType === ComposeType.FIXED ? (
          <FixedQusTable qus={v.fixedQus} onChange={(fixedQus) => set({ fixedQus })} />
        ) : (
          <RulesTable rules={v.rules} onChange={(rules) => set({ rules })} />
        )}
      </Form.Item>
      <PreviewDialog preview={preview} onClose={() => setPreview(null)} />
      {saveAsTemplate && (
        <SaveTmplDialog
          open={savingTmpl}
          composition={v}
          defaultTitle={templateTitle}
          onClose={() => setSavingTmpl(false)}
        />
      )}
    </div>
  );
}
