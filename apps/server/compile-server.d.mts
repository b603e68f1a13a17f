/** Compiles the server's entries (main, migrate-cli, pdf-worker) into `outdir`, emptied first. */
export function compileServer(outdir: string): Promise<void>;
