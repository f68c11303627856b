import { ErrorCode, ErrorMessage } from '@xuekao/contracts';

/** The one error type of the server: a code of contracts' ErrorCode and a Chinese message for the user. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message?: string,
    readonly data: unknown = null,
  ) {
    super(message ?? ErrorMessage[code] ?? '操作失败！');
    this.name = 'AppError';
  }

  static fail(message: string): AppError {
    return new AppError(ErrorCode.FAIL, message);
  }

  static notFound(message?: string): AppError {
    return new AppError(ErrorCode.NOT_FOUND, message);
  }

  static badParams(message?: string): AppError {
    return new AppError(ErrorCode.BAD_PARAMS, message);
  }
}
