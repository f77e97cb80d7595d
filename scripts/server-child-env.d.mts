export declare function serverChildEnv(cwd: string): Record<string, string>;
