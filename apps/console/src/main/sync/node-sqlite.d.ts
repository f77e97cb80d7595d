// The part of node:sqlite the replica uses. The console's @types/node follows Electron's older
// Node line and predates this module; delete this file once it is raised to 22.13 or later.
declare module 'node:sqlite' {
  type SQLInputValue = null | number | bigint | string | Uint8Array;
  interface StatementResultingChanges {
    changes: number | bigint;
    lastInsertRowid: number | bigint;
  }
  class StatementSync {
    all(...params: SQLInputValue[]): Record<string, SQLInputValue>[];
    get(...params: SQLInputValue[]): Record<string, SQLInputValue> | undefined;
    run(...params: SQLInputValue[]): StatementResultingChanges;
  }
  class DatabaseSync {
    constructor(path: string, options?: { open?: boolean; readOnly?: boolean; timeout?: number });
    readonly isOpen: boolean;
    exec(sql: string): void;
    prepare(sql: string): StatementSync;
    close(): void;
  }
}
