export declare const SQLITE_SERVER_NODE_FLAGS: readonly string[];
export declare const POSTGRES_SERVER_NODE_FLAGS: readonly string[];
export declare function serverNodeFlags(env: Record<string, string | undefined>): readonly string[];
