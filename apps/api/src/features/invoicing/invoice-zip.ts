import { onFirstUse } from '../../lib/on-first-use.ts';

/** Only the accountant's monthly export zips: other processes never load fflate (decision 063). */
const zipLibrary = onFirstUse(() => import('fflate'));

export interface ZipEntry {
  fileName: string;
  xml: string;
  /** Rome calendar day of issue, the file's date in the archive. */
  issueDate: string;
}

/**
 * A ZIP of XML files, made as the files arrive: each batch read is compressed and its bytes handed on
 * before the next is asked for, so the response starts at once and memory holds one batch, not a month.
 */
export async function* zipOfXmlFiles(batches: AsyncIterable<ZipEntry[]>): AsyncGenerator<Uint8Array> {
  const { strToU8, Zip, ZipDeflate } = await zipLibrary();
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  // fflate calls back synchronously while files are pushed, so `ready` is filled before each yield.
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  for await (const batch of batches) {
    for (const entry of batch) {
      const file = new ZipDeflate(entry.fileName, { level: 6 });
      file.mtime = new Date(`${entry.issueDate}T12:00:00Z`);
      zip.add(file);
      file.push(strToU8(entry.xml), true);
    }
    if (failure) throw failure;
    yield* ready.splice(0);
  }
  zip.end();
  if (failure) throw failure;
  yield* ready.splice(0);
}
