import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

/**
 * Dates in Chinese (date pickers, relative times). Imported by the two shells and the public pages that
 * show dates, not by the entry: the sign-in pages show none and are held to a weight budget (bench/bundle.ts).
 */
dayjs.locale('zh-cn');
