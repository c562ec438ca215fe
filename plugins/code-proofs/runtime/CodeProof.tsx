import { useVersion } from '@rspress/core/runtime';
import './CodeProof.css';

/**
 * The proof mark under a code block (see ../index.ts): `marks` holds, as JSON, the mark of each version
 * whose record proves the block; a page shows its own version's. A fragment of `docs/_shared` is one
 * module for the pages of every version, so the version is read where it renders, not where it compiles.
 */
export default function CodeProof({ marks }: { marks: string }) {
  const text = (JSON.parse(marks) as Record<string, string>)[useVersion()];
  return text ? <p className="repack-code-proof">{text}</p> : null;
}
