export * from './depart.ts';
export * from './dic.ts';
export * from './message.ts';
export * from './role.ts';
export * from './sys.ts';
export * from './user.ts';
