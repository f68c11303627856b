import type { ConfigProviderProps } from 'antd';
import type { UiSettings } from './settings';

/** The admin font-size choice (default, medium, small, mini) as antd component sizes. */
export function antdSize(size: UiSettings['size']): ConfigProviderProps['componentSize'] {
  switch (size) {
    case 'default':
      return 'large';
    case 'medium':
      return 'medium';
    default:
      return 'small';
  }
}
