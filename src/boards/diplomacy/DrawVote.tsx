/** The draw vote given with the orders (classic and 5D Diplomacy; the rule in engines/diplomacy/ending.ts). */
export function DrawVote({ checked, onChange }: { checked: boolean; onChange: (yes: boolean) => void }) {
  return (
    <label className="option check draw-vote" title="The game ends in a draw when every power still ordering units votes for one">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>Vote for a draw with these orders</span>
    </label>
  );
}
