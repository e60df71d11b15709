import type { StakeNote } from '../stake-notes.ts';

/** The notes beside the stake: shown before the round, while the stake is what it is. */
export function StakeNotes({ notes }: { notes: StakeNote[] }) {
  return (
    <div className="stake-notes" role="status" data-testid="stake-notes">
      {notes.length > 0 && (
        <ul>
          {notes.map((note) => (
            <li key={note.kind + note.text} data-kind={note.kind}>
              {note.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
