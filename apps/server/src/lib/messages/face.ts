import type { MessageCatalogue } from '@xuekao/contracts';

/**
 * English of the face messages: photos, verdicts (FACE_MSG), face checks, and the vendors' outages
 * (`人脸识别服务暂不可用（{provider}：{reason}）` with the vendors' titles and reasons as terms).
 */
export const FACE_EN: MessageCatalogue = {
  exact: {
    // Photos (modules/face/photo/face.service.ts)
    '照片不能超过2MB！': 'The photo cannot exceed 2 MB!',
    '照片格式不正确，只支持JPG或PNG图片！': 'Wrong photo format, only JPG or PNG images are supported!',
    // The face photo's check (modules/face/photo/face-photo-check.ts)
    '照片中未检测到人脸，请上传本人正面、清晰、光线充足的人脸照片！':
      'No face was found in the photo, please upload a clear, well-lit photo of your face from the front!',
    '照片中有多张人脸，请上传只有本人一人的人脸照片！':
      'The photo shows several faces, please upload a photo showing only you!',
    '照片中的人脸太小，请上传人脸清晰且占画面主要部分的照片！':
      'The face in the photo is too small, please upload a clear photo where your face fills most of the picture!',
    '照片无法识别，请重新上传JPG或PNG格式的人脸照片！':
      'The photo cannot be read, please upload a face photo in JPG or PNG format again!',
    '照片中没有一张清晰完整的人脸，请上传本人正面、清晰、光线充足的人脸照片！':
      'The photo has no clear, complete face, please upload a clear, well-lit photo of your face from the front!',
    人脸照片已保存: 'The face photo was saved',
    '人脸照片已保存，但人脸识别服务暂不可用，暂时无法检查照片中的人脸':
      'The face photo was saved, but the face recognition service is unavailable: the face in it cannot be checked for now',
    '人脸照片已保存，但系统未配置人脸识别服务，暂时无法检查照片中的人脸，需要人脸核验的考试和课程暂不能通过核验':
      'The face photo was saved, but no face recognition service is configured: the face in it cannot be checked, and exams and courses that need a face check cannot be passed for now',
    // The study camera under faceCam (modules/course/checks/course-face.service.ts)
    '您还没有上传人脸照片，本课程学习需要人脸核验，请先到个人中心上传本人正面人脸照片后再学习！':
      'You have not uploaded a face photo; this course needs face checks, please upload a photo of your face from the front in the user centre before studying!',
    '您的人脸照片无法用于比对（没有一张清晰完整的人脸或无法读取），请到个人中心重新上传本人正面人脸照片后再学习！':
      'Your face photo cannot be used for comparison (no clear, complete face, or it cannot be read), please upload a new photo of your face from the front in the user centre before studying!',
    '系统未配置人脸识别服务，学习人脸核验无法通过，请联系管理员！':
      'No face recognition service is configured, the study face check cannot be passed, please contact the administrator!',
    '只能使用本人上传的照片作为人脸照片，请重新上传！':
      'Only a photo you uploaded yourself can be your face photo, please upload again!',
    '人脸照片无效，请重新上传！': 'The face photo is not valid, please upload again!',
    '人脸核验过于频繁，请1分钟后再试！': 'Face checks too frequent, please try again in 1 minute!',
    照片已保存待人工核查: 'the photo was kept for a manual check',
    人脸照片文件无法读取: 'The face photo file cannot be read',
    人脸照片中没有一张清晰完整的人脸: 'The face photo has no clear, complete face',
    未上传人脸照片: 'No face photo uploaded',
    系统未配置人脸识别服务: 'No face recognition service is configured',
    '系统暂未开通人脸核验，无法完成人脸识别，请联系管理员或提交考试申请！':
      'Face checks are not enabled, face recognition cannot be done, please contact the administrator or apply for the exam!',
    '您还没有上传人脸照片，请先到个人中心上传本人正面人脸照片，再进行人脸核验！':
      'You have not uploaded a face photo yet, please upload a frontal photo of yourself in your profile before the face check!',
    '无法读取您的人脸照片，请到个人中心重新上传本人正面人脸照片后再试！':
      'Your face photo cannot be read, please upload a frontal photo of yourself again in your profile and retry!',
    人脸识别服务暂不可用: 'The face recognition service is unavailable',
    '人脸比对失败，请重试！': 'Face comparison failed, please retry!',
    // Verdicts (modules/face/providers/types.ts FACE_MSG)
    人脸比对通过: 'Face comparison passed',
    '人脸比对未通过：与您的人脸照片不是同一人！': 'Face comparison failed: not the same person as your face photo!',
    '未检测到人脸，请正对摄像头并保持光线充足！': 'No face detected, please face the camera in good light!',
    '检测到多张人脸，请确保画面中只有您本人！': 'Several faces detected, please make sure only you are in the picture!',
    '人脸不清晰（遮挡、模糊、光线不足或不完整），请正对摄像头后重试！':
      'The face is not clear (covered, blurred, too dark or incomplete), please face the camera and retry!',
    '活体检测未通过，请本人正对摄像头，不要使用照片或视频！':
      'Liveness check failed, please face the camera yourself, no photos or videos!',
    '人脸太小，请靠近摄像头，让脸部位于画面中央！':
      'The face is too small, please come closer so your face is in the centre!',
    '照片无法识别，请重新拍摄！': 'The photo cannot be recognised, please take it again!',
    '您的人脸照片中没有一张清晰完整的人脸，请到个人中心重新上传本人正面人脸照片！':
      'Your face photo has no clear, complete face, please upload a frontal photo of yourself again in your profile!',
    // Vendors and their outages (modules/face/providers)
    百度人脸识别: 'Baidu face recognition',
    阿里云人脸识别: 'Alibaba Cloud face recognition',
    腾讯云人脸识别: 'Tencent Cloud face recognition',
    本地人脸识别: 'local face recognition',
    '获取 Access Token 失败，请检查 API Key 和 Secret Key':
      'getting the Access Token failed, check the API Key and Secret Key',
    集群超限额: 'cluster quota exceeded',
    '没有接口权限，请在百度控制台开通人脸对比': 'no API permission, enable face comparison in the Baidu console',
    'IAM 鉴权失败': 'IAM authentication failed',
    每天请求量超限额: 'daily request quota exceeded',
    'QPS 超限额': 'QPS quota exceeded',
    请求总量超限额: 'total request quota exceeded',
    'Access Token 无效': 'the Access Token is not valid',
    'Access Token 已过期': 'the Access Token has expired',
    服务端请求失败: 'the server request failed',
    服务器内部错误: 'internal server error',
    返回结果缺少相似度: 'the answer has no similarity',
    返回结果缺少置信度: 'the answer has no confidence',
    返回结果缺少数据: 'the answer has no data',
    'AccessKeyId 无效，请检查 AccessKeyId': 'the AccessKeyId is not valid, check the AccessKeyId',
    'AccessKeySecret 错误': 'wrong AccessKeySecret',
    '签名错误，请检查 AccessKeySecret': 'wrong signature, check the AccessKeySecret',
    '授权失败，请检查 RAM 权限': 'authorisation failed, check the RAM permissions',
    '没有 RAM 权限': 'no RAM permission',
    请求过于频繁: 'too many requests',
    服务未开通或账户欠费: 'the service is not enabled or the account is in arrears',
    '人脸库参数错误，请检查人脸库名称（小写字母、数字、下划线）':
      'wrong face database parameters, check the face database name (lowercase letters, digits, underscores)',
    人脸库已被冻结: 'the face database is frozen',
    图片地址无效: 'the image address is not valid',
    上传授权返回异常: 'the upload authorisation answered abnormally',
    '密钥或签名无效，请检查 SecretId 和 SecretKey':
      'the key or signature is not valid, check the SecretId and SecretKey',
    超过配额限制: 'quota exceeded',
    后端服务超时: 'the backend service timed out',
    算法服务异常: 'the algorithm service failed',
    内部错误: 'internal error',
    未知错误: 'unknown error',
    '未安装人脸模型（@vladmandic/face-api）': 'the face model is not installed (@vladmandic/face-api)',
    '人脸模型文件缺失，请重新安装依赖': 'face model files are missing, reinstall the dependencies',
    'WebAssembly 后端无法启动': 'the WebAssembly backend cannot start',
    '服务器繁忙，请稍后重试': 'the server is busy, please retry later',
  },
  templates: [
    [
      '人脸识别服务暂不可用（{provider}：{reason}）',
      'The face recognition service is unavailable ({provider}: {reason})',
    ],
    ['错误码 {code}', 'error code {code}'],
    ['人脸注册失败（错误码 {code}）', 'face registration failed (error code {code})'],
    ['人脸删除失败（错误码 {code}）', 'face removal failed (error code {code})'],
    ['请求超时（{n}秒）', 'request timed out ({n} s)'],
    ['服务返回异常（HTTP {status}）', 'the service answered abnormally (HTTP {status})'],
    ['照片临时上传失败（HTTP {status}）', 'the temporary photo upload failed (HTTP {status})'],
    [
      '您有正在进行的考试《{=title}》，考试期间不能更换人脸照片，请交卷后再试！',
      'You have an exam in progress ("{title}"), the face photo cannot be changed during an exam, please retry after handing in!',
    ],
    ['{reason}，照片已保存待人工核查', '{reason}, the photo was kept for a manual check'],
    ['{reason}，请稍后重试或提交考试申请！', '{reason}, please retry later or apply for the exam!'],
  ],
};
