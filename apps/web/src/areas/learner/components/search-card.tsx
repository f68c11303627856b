import { Card, Input } from 'antd';
import type { ReactNode } from 'react';

export interface SearchCardProps {
  icon: ReactNode;
  title: string;
  /** The search box's placeholder, e.g. 搜索考试名称. */
  placeholder: string;
  /** The typed text, trimmed, on 搜索 (Enter or the button). */
  onSearch: (text: string) => void;
  loading?: boolean;
  children: ReactNode;
}

/** The learner list page frame: a card titled with an icon, a search box at its top right. */
export function SearchCard({ icon, title, placeholder, onSearch, loading, children }: SearchCardProps) {
  return (
    <Card
      title={
        <span>
          <span style={{ marginRight: 8 }}>{icon}</span>
          {title}
        </span>
      }
      extra={
        <Input.Search
          placeholder={placeholder}
          allowClear
          style={{ width: 240 }}
          onSearch={(v) => onSearch(v.trim())}
        />
      }
      loading={loading}
    >
      {children}
    </Card>
  );
}
