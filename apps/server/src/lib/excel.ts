import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Excel (.xlsx) helpers shared by every import and export (users, questions...): read an uploaded file,
 * read a sheet into rows keyed by header, build a workbook from columns, send it as a download.
 */

/** Largest import file accepted. */
export const IMPORT_MAX_MB = 20;
/** Most data rows one import may carry. */
export const IMPORT_MAX_ROWS = 10_000;

/** One data row: `row` is the row number the spreadsheet shows (the header is row 1). */
export interface SheetRow {
  row: number;
  values: Record<string, string>;
}

/** A header as written ("账号*", " 姓名 ") -> its key ("账号", "姓名"). */
export function headerKey(header: string): string {
  return header.replace(/[*＊\s]/g, '');
}

/** A cell's value as the user typed it: rich text joined, formulas as their result, dates as ISO days. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value).trim();
}

/**
 * Reads the first sheet (or `sheet`) of an .xlsx: headers from row 1 (normalised by `headerKey`), then
 * every non-empty row keyed by header. An unreadable file answers a clear message, never a 500.
 */
export async function readSheet(
  buffer: Buffer,
  sheet?: string,
  maxRows: number = IMPORT_MAX_ROWS,
): Promise<{ headers: string[]; rows: SheetRow[] }> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw AppError.fail('无法读取文件，请使用下载的模板（.xlsx）填写后上传！');
  }
  const ws = sheet ? wb.getWorksheet(sheet) : wb.worksheets[0];
  if (!ws) throw AppError.fail('文件中没有工作表！');
  const headers: string[] = [];
  ws.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => {
    headers[col - 1] = headerKey(cellText(cell.value));
  });
  const rows: SheetRow[] = [];
  ws.eachRow({ includeEmpty: false }, (r, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Record<string, string> = {};
    let any = false;
    headers.forEach((h, i) => {
      if (!h) return;
      const v = cellText(r.getCell(i + 1).value);
      values[h] = v;
      if (v) any = true;
    });
    if (any) rows.push({ row: rowNumber, values });
  });
  if (rows.length > maxRows) throw AppError.fail(`每次最多导入 ${maxRows} 行数据！`);
  return { headers: headers.filter(Boolean), rows };
}

/** Fails unless every required header is present (names as `headerKey` gives them). */
export function requireHeaders(headers: string[], required: string[]): void {
  const missing = required.filter((h) => !headers.includes(h));
  if (missing.length) throw AppError.fail(`模板不正确，缺少列：${missing.join('、')}，请下载最新模板！`);
}

/** A column of an exported sheet. `text` marks a column kept as text (ID cards, mobiles, codes). */
export interface ExcelColumn<T> {
  header: string;
  width?: number;
  text?: boolean;
  value: (row: T) => string | number | Date | null | undefined;
}

/** A workbook of one sheet: a bold header row, then one row per item. */
export function buildWorkbook<T>(sheetName: string, columns: ExcelColumn<T>[], rows: readonly T[]): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'xuekao';
  wb.created = new Date();
  const ws = wb.addWorksheet(sheetName);
  ws.columns = columns.map((c, i) => ({
    header: c.header,
    key: `c${i}`,
    width: c.width ?? 16,
    style: c.text ? { numFmt: '@' } : undefined,
  }));
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  for (const item of rows) {
    ws.addRow(columns.map((c) => c.value(item) ?? ''));
  }
  return wb;
}

/** RFC 5987 `Content-Disposition` for a (Chinese) file name. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a workbook as an .xlsx download (routes declared `raw: true`). */
export async function sendWorkbook(reply: FastifyReply, wb: ExcelJS.Workbook, fileName: string): Promise<void> {
  const buffer = Buffer.from(await wb.xlsx.writeBuffer());
  await reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', attachmentHeader(fileName))
    .header('Cache-Control', 'no-store')
    .send(buffer);
}

/** Is the name an .xlsx file? */
export const isXlsxName = (name: string) => /\.xlsx$/i.test(name);

/**
 * The one .xlsx file of a multipart import request (field name free), with the other form fields.
 * Refuses: not multipart, no file, more than one file, not .xlsx, larger than IMPORT_MAX_MB.
 */
export async function readUploadedXlsx(
  req: FastifyRequest,
): Promise<{ buffer: Buffer; fileName: string; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw AppError.badParams('请使用 multipart/form-data 上传文件！');
  const fields: Record<string, string> = {};
  let file: { buffer: Buffer; fileName: string } | undefined;
  for await (const part of req.parts({ limits: { fileSize: IMPORT_MAX_MB * 1024 * 1024 } })) {
    if (part.type !== 'file') {
      fields[part.fieldname] = String(part.value ?? '');
      continue;
    }
    if (file) {
      part.file.resume();
      throw AppError.fail('每次只能上传 1 个文件');
    }
    if (!isXlsxName(part.filename)) {
      part.file.resume();
      throw AppError.fail('只能上传.xlsx格式的文件！');
    }
    const buffer = await part.toBuffer();
    if (part.file.truncated) throw AppError.fail(`文件不能超过 ${IMPORT_MAX_MB} MB！`);
    file = { buffer, fileName: part.filename };
  }
  if (!file) throw AppError.badParams('请选择要导入的.xlsx文件！');
  return { ...file, fields };
}
