import './Diagram.css';

export interface DiagramProps {
  /** File name under `/diagrams/` without extension; `<name>-dark.svg` is the dark variant. */
  name: string;
  alt: string;
  width: number;
  height: number;
}

export function Diagram({ name, alt, width, height }: DiagramProps) {
  const common = { alt, width, height, loading: 'lazy' as const, decoding: 'async' as const };
  return (
    <figure className="repack-diagram">
      <img {...common} className="repack-diagram__light" src={`/diagrams/${name}.svg`} />
      <img {...common} className="repack-diagram__dark" src={`/diagrams/${name}-dark.svg`} />
    </figure>
  );
}
